export { ChangePasswordPage } from './change-password-page.tsx';
export { DepositWithdrawPage } from './deposit-withdraw-page.tsx';
export { SecurityAuthPage } from './security-auth-page.tsx';
