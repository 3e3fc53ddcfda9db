import { aaa } from './aaa.ts';
import { ab20 } from './ab20.ts';
import { card32 } from './card32.ts';
import { dt20 } from './dt20.ts';
import { lucky7 } from './lucky7.ts';
import type { TableGame, TableInfo, TableType } from './table-types.ts';
import { teen20 } from './teen20.ts';

export const TABLE_GAMES: Record<TableType, TableGame> = { teen20, dt20, lucky7, aaa, card32, ab20 };

/** The six tables of casino.md section 3: match ids, decks, betting windows, sids and rates. */
export const TABLES = Object.fromEntries(Object.entries(TABLE_GAMES).map(([type, game]) => [type, game.info])) as Record<
  TableType,
  TableInfo
>;
