/** Web-side constants (spec section 9); the only place the app keeps tunable numbers. */
export const webConfig = {
  /** Under this width the mobile layout applies. */
  mobileBreakpointPx: 993,
  balancePollMs: 5000,
  balanceRetryMs: 5000,
  searchDebounceMs: 300,
  searchMinChars: 2,
  toastDurationMs: 800,
  defaultSportId: '4',
  /** The home screen's sports, in the top navigation's order. */
  topNavSportIds: ['4', '1', '2', '998917', '7522'],
  horseRacingSportId: '7',
  greyhoundSportId: '4339',
  indianCasinoSportId: '-1',
  hiddenSportIds: ['-17', '-1'],
} as const;
