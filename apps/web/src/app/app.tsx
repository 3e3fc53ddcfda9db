import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { takeFirstFetch } from '../lib/global-setting-source.ts';
import { queryClient } from '../lib/query-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { router } from './router.tsx';
import { clearCacheOnLogout } from './session-sync.ts';
import { useSiteTheme } from './theme.ts';

clearCacheOnLogout(() => queryClient.clear());
// The login screen fetched the global setting before this cache existed: start from its answer.
const first = takeFirstFetch();
if (first) queryClient.setQueryData(queryKeys.globalSetting, first.data, { updatedAt: first.at });

// The login screen shows no toast: the toaster loads right behind it, off the first page's budget.
const AppToaster = lazy(() => import('./app-toaster.tsx').then((m) => ({ default: m.AppToaster })));

/** Resolves once the router has loaded the screen of the current hash (its lazy routes) and is not navigating. */
export function whenRouterSettled(): Promise<void> {
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (settled()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

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
