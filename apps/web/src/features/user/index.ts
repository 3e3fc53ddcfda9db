export { UserPage } from './user-page.tsx';
