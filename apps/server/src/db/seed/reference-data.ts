import type { Insertable } from 'kysely';
import type { CasinoSportsTable, SportsTable } from '../../modules/catalog/catalog-tables.ts';

/** The family's sport ids (spec section 9); -1 and -17 are hidden by the client's sidebar. */
export const sports: Insertable<SportsTable>[] = [
  { sport_id: 4, name: 'Cricket', is_active: 1, position: 1 },
  { sport_id: 1, name: 'Football', is_active: 1, position: 2 },
  { sport_id: 2, name: 'Tennis', is_active: 1, position: 3 },
  { sport_id: 998917, name: 'Volleyball', is_active: 1, position: 4 },
  { sport_id: 7522, name: 'Basketball', is_active: 1, position: 5 },
  { sport_id: 7, name: 'Horse Racing', is_active: 1, position: 6 },
  { sport_id: 4339, name: 'Greyhound Racing', is_active: 1, position: 7 },
  { sport_id: 2378961, name: 'Politics', is_active: 1, position: 8 },
  { sport_id: -1, name: 'Indian Casino', is_active: 1, position: 9 },
  { sport_id: -17, name: 'Virtual Sports', is_active: 1, position: 10 },
];

export const casinoSports: Insertable<CasinoSportsTable>[] = [
  { sport_id: 'matka', name: 'Matka', is_active: 1, order: 1 },
  { sport_id: 'worldcasino', name: 'World Casino', is_active: 1, order: 2 },
  { sport_id: 'slotgator', name: 'Slot Games', is_active: 1, order: 3 },
];
