export { MatkaPage } from './matka-page.tsx';
