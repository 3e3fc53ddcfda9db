import type { ComponentType } from 'react';
import { createHashRouter, Navigate } from 'react-router';
import { LoginPage, loadSignUpPage } from '../features/auth/index.ts';
import { AuthLayout } from './auth-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * A lazy route's component: its module loads on the first visit. Only the login and sign-up
 * screens load with the app, so the first page stays small (issue 14: at most 150 KB gzipped).
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const account = () => import('../features/account/index.ts');
const pageLayout = () => import('./page-layout.tsx');
const rules = () => import('../features/rules/index.ts');
const mainLayout = () => import('./main-layout.tsx');
const home = () => import('../features/home/index.ts');
const sports = () => import('../features/sports/index.ts');
const user = () => import('../features/user/index.ts');
const casino = () => import('../features/casino/index.ts');
const match = () => import('../features/match/index.ts');
const reports = () => import('../features/reports/index.ts');
const staticPages = () => import('../features/static-pages/index.ts');

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
      { path: 'auth/sign-up', lazy: lazyPage(loadSignUpPage, (m) => m.SignUpPage) },
    ],
  },
  {
    path: '/page',
    lazy: lazyPage(pageLayout, (m) => m.PageLayout),
    errorElement: <RouteError />,
    children: [
      { path: 'rules/*', lazy: lazyPage(rules, (m) => m.RulesPage) },
      { path: 'terms-and-conditions', lazy: lazyPage(staticPages, (m) => m.TermsPage) },
      { path: 'responsible-gaming', lazy: lazyPage(staticPages, (m) => m.ResponsibleGamingPage) },
    ],
  },
  // The operator console: its own layout and guard, in a chunk of its own (a customer never loads it).
  {
    path: '/console/*',
    lazy: lazyPage(
      () => import('../features/console/index.ts'),
      (m) => m.ConsolePage,
    ),
    errorElement: <RouteError />,
  },
  {
    lazy: lazyPage(mainLayout, (m) => m.MainLayout),
    errorElement: <RouteError />,
    children: [
      { path: 'home', lazy: lazyPage(home, (m) => m.HomePage) },
      { path: 'game-details/:sportId/:matchId', lazy: lazyPage(match, (m) => m.MatchPage) },
      { path: 'all-sports/:sportId', lazy: lazyPage(sports, (m) => m.AllSportsPage) },
      { path: 'user', lazy: lazyPage(user, (m) => m.UserPage) },
      { path: 'report/account-statement', lazy: lazyPage(reports, (m) => m.AccountStatementPage) },
      { path: 'report/current-bet', lazy: lazyPage(reports, (m) => m.CurrentBetsPage) },
      { path: 'report/casino-result', lazy: () => import('./casino-result-route.tsx').then((m) => m.casinoResultRoute()) },
      { path: 'report/live-casino-bets', lazy: lazyPage(reports, (m) => m.LiveCasinoBetsPage) },
      { path: 'report/profit-loss', lazy: lazyPage(reports, (m) => m.ProfitLossPage) },
      { path: 'casino/list/:seriesId', lazy: () => casino().then((m) => m.casinoListRoute()) },
      { path: 'casino/match/:matchId', lazy: () => casino().then((m) => m.casinoTableRoute()) },
      { path: 'horse-racing/:matchId/:date', lazy: lazyPage(match, (m) => m.RacePage) },
      { path: 'setting/change-password', lazy: lazyPage(account, (m) => m.ChangePasswordPage) },
      {
        lazy: () => import('./require-payments.tsx').then((m) => ({ Component: m.RequirePayments })),
        children: [
          { path: 'setting/d-w', lazy: lazyPage(account, (m) => m.DepositWithdrawPage) },
          { path: 'report/payment-withdraw', lazy: lazyPage(reports, (m) => m.PaymentStatementPage) },
        ],
      },
      { path: 'security-auth', lazy: lazyPage(account, (m) => m.SecurityAuthPage) },
      { path: 'world-casino', lazy: async () => ({ Component: (await import('../features/providers/index.ts')).WorldCasinoPage }) },
      { path: 'vcasino/slot', lazy: () => import('../features/slots/index.ts').then((m) => m.slotLobbyRoute()) },
      { path: 'vcasino/slot/:gameId', lazy: () => import('../features/slots/index.ts').then((m) => m.slotGameRoute()) },
      { path: 'vcasino/fantasy', lazy: async () => ({ Component: (await import('../features/providers/index.ts')).FantasyPage }) },
      { path: 'vcasino/:type', lazy: lazyPage(casino, (m) => m.VirtualCasinoPage) },
      { path: 'match/matchdetail/:matchId', lazy: lazyPage(match, (m) => m.MatchRedirect) },
      { path: 'CM/MD/:matchId', lazy: lazyPage(match, (m) => m.MatchRedirect) },
      { path: 'binary', lazy: () => import('../features/binary/index.ts').then((m) => ({ Component: m.BinaryPage })) },
      { path: 'matka', lazy: () => import('../features/matka/index.ts').then((m) => ({ Component: m.MatkaPage })) },
      { path: 'binary/:code', lazy: () => import('../features/binary/index.ts').then((m) => ({ Component: m.InstrumentPage })) },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
]);
