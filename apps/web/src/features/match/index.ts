export { MatchPage } from './match-page.tsx';
export { MatchRedirect } from './match-redirect.tsx';
export { RacePage } from './race-page.tsx';
