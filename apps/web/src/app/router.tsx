import { createHashRouter, Navigate } from 'react-router';
import { ChangePasswordPage, DepositWithdrawPage, SecurityAuthPage } from '../features/account/index.ts';
import { LoginPage, SignUpPage } from '../features/auth/index.ts';
import { casinoListRoute, casinoTableRoute, VirtualCasinoPage } from '../features/casino/index.ts';
import { HomePage } from '../features/home/index.ts';
import { MatchPage, MatchRedirect, RacePage } from '../features/match/index.ts';
import { AccountStatementPage, CurrentBetsPage, LiveCasinoBetsPage, PaymentStatementPage } from '../features/reports/index.ts';
import { RulesPage } from '../features/rules/index.ts';
import { AllSportsPage } from '../features/sports/index.ts';
import { ResponsibleGamingPage, TermsPage } from '../features/static-pages/index.ts';
import { UserPage } from '../features/user/index.ts';
import { AuthLayout } from './auth-layout.tsx';
import { casinoResultRoute } from './casino-result-route.tsx';
import { MainLayout } from './main-layout.tsx';
import { PageLayout } from './page-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Hash routes (spec section 2). Sign-up lives at #/auth/sign-up so that the hash's third
 * '/'-segment is 'sign-up' — the one path the guard leaves open without login.
 */
export const router = createHashRouter([
  {
    path: '/',
    element: <AuthLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LoginPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'auth/sign-up', element: <SignUpPage /> },
    ],
  },
  {
    path: '/page',
    element: <PageLayout />,
    errorElement: <RouteError />,
    children: [
      { path: 'rules/*', element: <RulesPage /> },
      { path: 'terms-and-conditions', element: <TermsPage /> },
      { path: 'responsible-gaming', element: <ResponsibleGamingPage /> },
    ],
  },
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [
      { path: 'home', element: <HomePage /> },
      { path: 'game-details/:sportId/:matchId', element: <MatchPage /> },
      { path: 'all-sports/:sportId', element: <AllSportsPage /> },
      { path: 'user', element: <UserPage /> },
      { path: 'report/account-statement', element: <AccountStatementPage /> },
      { path: 'report/current-bet', element: <CurrentBetsPage /> },
      { path: 'report/casino-result', lazy: casinoResultRoute },
      { path: 'report/payment-withdraw', element: <PaymentStatementPage /> },
      { path: 'report/live-casino-bets', element: <LiveCasinoBetsPage /> },
      { path: 'casino/list/:seriesId', lazy: casinoListRoute },
      { path: 'casino/match/:matchId', lazy: casinoTableRoute },
      { path: 'horse-racing/:matchId/:date', element: <RacePage /> },
      { path: 'setting/change-password', element: <ChangePasswordPage /> },
      { path: 'setting/d-w', element: <DepositWithdrawPage /> },
      { path: 'security-auth', element: <SecurityAuthPage /> },
      { path: 'world-casino', lazy: async () => ({ Component: (await import('../features/providers/index.ts')).WorldCasinoPage }) },
      { path: 'vcasino/fantasy', lazy: async () => ({ Component: (await import('../features/providers/index.ts')).FantasyPage }) },
      { path: 'vcasino/:type', element: <VirtualCasinoPage /> },
      { path: 'match/matchdetail/:matchId', element: <MatchRedirect /> },
      { path: 'CM/MD/:matchId', element: <MatchRedirect /> },
      { path: 'binary', lazy: () => import('../features/binary/index.ts').then((m) => ({ Component: m.BinaryPage })) },
      { path: 'matka', lazy: () => import('../features/matka/index.ts').then((m) => ({ Component: m.MatkaPage })) },
      { path: 'binary/:code', lazy: () => import('../features/binary/index.ts').then((m) => ({ Component: m.InstrumentPage })) },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
]);
