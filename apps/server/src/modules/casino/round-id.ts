import { IST_OFFSET_MS, type TableTypeName } from '@bx/contract';

/**
 * Each table's code: the first digits of its round ids (docs/casino.md). Three digits keep every
 * round id at 15 digits, below 2^53, so it is exact as a JSON number.
 */
const TABLE_CODES: Record<TableTypeName, number> = {
  teen20: 101,
  dt20: 102,
  lucky7: 103,
  aaa: 104,
  card32: 105,
  ab20: 106,
};

/** The round id of casino.md section 3 (fixed form): table code + IST yyMMddHHmmss of the round's opening. */
export function roundIdAt(type: TableTypeName, epochMs: number): number {
  const ist = new Date(epochMs + IST_OFFSET_MS).toISOString();
  const stamp = ist.slice(2, 4) + ist.slice(5, 7) + ist.slice(8, 10) + ist.slice(11, 13) + ist.slice(14, 16) + ist.slice(17, 19);
  return Number(`${TABLE_CODES[type]}${stamp}`);
}

/** The epoch ms a round id names (its second), for a round id made by roundIdAt. */
export function roundIdTime(roundId: number): number {
  const s = String(roundId).slice(3);
  const iso = `20${s.slice(0, 2)}-${s.slice(2, 4)}-${s.slice(4, 6)}T${s.slice(6, 8)}:${s.slice(8, 10)}:${s.slice(10, 12)}Z`;
  return Date.parse(iso) - IST_OFFSET_MS;
}
