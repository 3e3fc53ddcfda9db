export { LoginPage } from './login-page.tsx';
export { SignUpPage } from './sign-up-page.tsx';
