export { LoginPage } from './login-page.tsx';

/** Sign-up loads on its first visit (a lazy route): its form library stays off the login page's budget. */
export const loadSignUpPage = () => import('./sign-up-page.tsx');
