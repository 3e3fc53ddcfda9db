export { AllSportsPage } from './all-sports-page.tsx';
