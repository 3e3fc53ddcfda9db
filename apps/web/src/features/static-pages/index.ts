export { TermsPage } from './terms-page.tsx';
export { ResponsibleGamingPage } from './responsible-gaming-page.tsx';
