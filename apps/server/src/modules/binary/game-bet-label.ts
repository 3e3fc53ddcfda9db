import { BINARY_SPORT_ID } from './binary-sessions.ts';
import { INSTRUMENTS, PRACTICE } from './instruments.ts';
import { MATKA_SPORT_ID } from '../matka/matka-draws.ts';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A matka bet's digits as the customer wrote them, from its market's kind and its number. */
function matkaDigits(marketName: string, line: number): string {
  if (marketName.endsWith('half sangam open')) return `${pad(Math.floor(line / 10), 3)}-${line % 10}`;
  if (marketName.endsWith('half sangam close')) return `${Math.floor(line / 1000)}-${pad(line % 1000, 3)}`;
  if (marketName.endsWith('full sangam')) return `${pad(Math.floor(line / 1000), 3)}-${pad(line % 1000, 3)}`;
  if (marketName.endsWith('jodi')) return pad(line, 2);
  return marketName.includes('panna') ? pad(line, 3) : String(line);
}

/**
 * What a binary or matka bet is, in the customer's words, for the bet lists: "YES NIFTY at or
 * above 24,000" or "Kalyan Morning jodi 10"; null for every other bet.
 */
export function gameBetLabel(b: { sport_id: number; market_name: string; line: number | null; side: string }): string | null {
  if (b.line === null) return null;
  if (b.sport_id === MATKA_SPORT_ID) return `${b.market_name} ${matkaDigits(b.market_name, b.line)}`;
  if (b.sport_id !== BINARY_SPORT_ID) return null;
  // A line's market is named after its instrument's code ("SP500 strike 3"); the label shows the design's name.
  const code = b.market_name.split(' ')[0];
  const instrument = [...INSTRUMENTS, PRACTICE].find((i) => i.code === code);
  if (!instrument) return null;
  const { name, currency } = instrument;
  const level = b.line.toLocaleString('en-IN');
  return b.side === 'BACK' ? `YES ${name} at or above ${currency}${level}` : `NO ${name} below ${currency}${level}`;
}
