import type { ButtonValue, CallBody, calls, FourEyesSetting } from '@bx/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, expectOk } from '../../../lib/api-client.ts';
import { providerLobbiesKey } from '../../../lib/provider-lobbies.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type CasinoSportChange = CallBody<typeof calls.admin.casinoSport.update>;
type ProviderStatusChange = CallBody<typeof calls.admin.provider.status>;

const keys = {
  casinoSports: ['console', 'settings', 'casino-sports'] as const,
  buttons: ['console', 'settings', 'buttons'] as const,
  fourEyes: ['console', 'settings', 'four-eyes'] as const,
  providers: ['console', 'settings', 'providers'] as const,
};

/** The game providers, switched-off ones included, never with their secrets. */
export function useAdminProviders() {
  return useQuery({
    queryKey: keys.providers,
    queryFn: async () => (await expectOk(api.admin.provider.list(), 'The game providers could not load.')).data,
    staleTime: 0,
  });
}

/** Switches a provider on or off; every menu reads the lobbies again (the customer's menus hide a provider that is off). */
export function useSetProviderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: ProviderStatusChange) =>
      (await expectOk(api.admin.provider.status(change), 'The provider could not be switched.')).data,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keys.providers });
      await client.invalidateQueries({ queryKey: providerLobbiesKey });
    },
  });
}

/** Every casino sport, the switched-off ones included (the customer's list hides those). */
export function useAdminCasinoSports() {
  return useQuery({
    queryKey: keys.casinoSports,
    queryFn: async () => (await expectOk(api.admin.casinoSport.list(), 'The casino sports could not load.')).data,
    staleTime: 0,
  });
}

/** One switch or move; this browser's customer menus read the list again too. */
export function useUpdateCasinoSport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: CasinoSportChange) =>
      (await expectOk(api.admin.casinoSport.update(change), 'The casino sport could not be changed.')).data,
    onSuccess: async (rows) => {
      client.setQueryData(keys.casinoSports, rows);
      await client.invalidateQueries({ queryKey: queryKeys.casinoSports });
    },
  });
}

export function useDefaultButtons() {
  return useQuery({
    queryKey: keys.buttons,
    queryFn: async () => (await expectOk(api.admin.settings.getButtons(), 'The default buttons could not load.')).data,
    staleTime: 0,
  });
}

export function useSaveDefaultButtons() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rows: ButtonValue[]) =>
      (await expectOk(api.admin.settings.setButtons(rows), 'The default buttons could not be saved.')).data,
    onSuccess: async (rows) => {
      client.setQueryData(keys.buttons, rows);
      // This browser's own customer buttons may be the defaults.
      await client.invalidateQueries({ queryKey: queryKeys.buttonValues });
    },
  });
}

export function useFourEyes() {
  return useQuery({
    queryKey: keys.fourEyes,
    queryFn: async () => (await expectOk(api.admin.settings.fourEyes(), 'The four eyes rules could not load.')).data,
    staleTime: 0,
  });
}

/** Four eyes rules go through admin/settings/update, which keeps them out of the public setting. */
export function useSaveFourEyes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rules: FourEyesSetting) => expectOk(api.admin.settings.update(rules), 'The four eyes rules could not be saved.'),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.fourEyes }),
  });
}
