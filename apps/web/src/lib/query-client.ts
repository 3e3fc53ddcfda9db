import { QueryClient } from '@tanstack/react-query';

/** One client for the app, so helpers like refreshBalance() work from any feature without a hook. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Spec section 8: call failures are ignored silently; the screens show what they have.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
