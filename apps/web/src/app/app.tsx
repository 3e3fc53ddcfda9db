import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';
import { startSessionSync } from './session-sync.ts';
import { useSiteTheme } from './theme.ts';
import '../styles/global.css';

startSessionSync();

// The login screen shows no toast: the toaster loads right behind it, off the first page's budget.
const AppToaster = lazy(() => import('./app-toaster.tsx').then((m) => ({ default: m.AppToaster })));

function Themed() {
  useSiteTheme();
  return <RouterProvider router={router} />;
}

/** The application root: data cache, router (hash URLs) and toasts. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Themed />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
