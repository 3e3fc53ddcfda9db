// Filled by the catalog module (sports, series, matches, races).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogTables {}
