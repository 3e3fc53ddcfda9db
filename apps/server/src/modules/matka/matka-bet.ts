import type { MatkaBetType } from '@bx/contract';
import { isPanna, pannaKind } from '@bx/games';
import type { BetMarketKey } from './bet-markets.ts';

export type ParsedBet = { ok: true; key: BetMarketKey; line: number } | { ok: false; code: string; message: string };

const refused = (code: string, message: string): ParsedBet => ({ ok: false, code, message });

function pannaProblem(text: string): ParsedBet | null {
  return isPanna(text)
    ? null
    : refused('INVALID_PANNA', `${text} is not a panna: three digits in ascending order, 0 counting as 10 (e.g. 128, 550, 000).`);
}

/**
 * A matka bet's market and number: only valid digits and the 220 pannas, a panna of the kind
 * bet on, open or close side where the kind has one; jodi and sangams only where the market has
 * a close draw.
 */
export function parseMatkaBet(type: MatkaBetType, side: 'open' | 'close' | undefined, digits: string, hourly: boolean): ParsedBet {
  const sided = type === 'single' || type.endsWith('_panna');
  if (sided && !side) return refused('SIDE_REQUIRED', `A ${type.replace('_', ' ')} bet needs side open or close.`);
  // casino.md: side is "not for jodi and sangams", which span both draws.
  if (!sided && side) return refused('SIDE_NOT_ALLOWED', `A ${type.replace('_', ' ')} covers both draws: send no side.`);
  if (hourly && (!sided || side === 'close'))
    return refused('BET_NOT_OFFERED', 'The starline has one draw: single and panna bets on the open side only.');
  if (type === 'single') {
    if (!/^[0-9]$/.test(digits)) return refused('INVALID_DIGITS', 'A single is one digit, 0 to 9.');
    return { ok: true, key: `single_${side!}`, line: Number(digits) };
  }
  if (type === 'jodi') {
    if (!/^[0-9]{2}$/.test(digits)) return refused('INVALID_DIGITS', 'A jodi is two digits, 00 to 99.');
    return { ok: true, key: 'jodi', line: Number(digits) };
  }
  if (sided) {
    const problem = pannaProblem(digits);
    if (problem) return problem;
    const kind = pannaKind(digits);
    if (`${kind}_panna` !== type) return refused('INVALID_PANNA', `${digits} is a ${kind} panna, not a ${type.replace('_', ' ')}.`);
    return { ok: true, key: `${type as `${typeof kind}_panna`}_${side!}`, line: Number(digits) };
  }
  const parts = digits.split('-');
  if (parts.length !== 2) return refused('INVALID_DIGITS', 'A sangam is written with a dash: 128-5, 5-128 or 128-550.');
  const [a, b] = parts as [string, string];
  if (type === 'full_sangam') {
    const problem = pannaProblem(a) ?? pannaProblem(b);
    if (problem) return problem;
    return { ok: true, key: 'full_sangam', line: Number(a) * 1000 + Number(b) };
  }
  if (/^[0-9]$/.test(b)) return pannaProblem(a) ?? { ok: true, key: 'half_sangam_open', line: Number(a) * 10 + Number(b) };
  if (/^[0-9]$/.test(a)) return pannaProblem(b) ?? { ok: true, key: 'half_sangam_close', line: Number(a) * 1000 + Number(b) };
  return refused('INVALID_DIGITS', 'A half sangam is an open panna and a close digit (128-5) or an open digit and a close panna (5-128).');
}
