import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { AppToaster } from './app-toaster.tsx';
import { router } from './router.tsx';
import { startSessionSync } from './session-sync.ts';
import { useSiteTheme } from './theme.ts';
import '../styles/global.css';

startSessionSync();

function Themed() {
  useSiteTheme();
  return <RouterProvider router={router} />;
}

/** The application root: data cache, router (hash URLs) and toasts. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Themed />
      <AppToaster />
    </QueryClientProvider>
  );
}
