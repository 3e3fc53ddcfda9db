export { casinoReportsRoutes as casinoReportsModule } from './casino-reports-routes.ts';
