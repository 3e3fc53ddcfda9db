export { FantasyPage, WorldCasinoPage } from './provider-pages.tsx';
