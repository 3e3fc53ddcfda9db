export { CasinoListPage, CasinoMatchPage, VirtualCasinoPage, WorldCasinoPage } from './casino-pages.tsx';
