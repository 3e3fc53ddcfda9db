import type { CallBody, calls, GlobalSetting } from '@bx/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, expectOk } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type SettingsChange = CallBody<typeof calls.admin.settings.update>;

const settingKey = ['console', 'settings'] as const;

/** The global setting as stored now (not the customer app's cached copy): what the editor starts from. */
export function useStoredSetting() {
  return useQuery({
    queryKey: settingKey,
    queryFn: async (): Promise<GlobalSetting> =>
      (await expectOk(api.globalSetting.getGlobalSetting(), 'The settings could not load.')).data,
    staleTime: 0,
  });
}

/** Saves the changed fields; the editor and this browser's own customer-app copy of the setting then read it again. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: SettingsChange) => expectOk(api.admin.settings.update(change), 'The settings could not be saved.'),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: settingKey });
      await client.invalidateQueries({ queryKey: queryKeys.globalSetting });
    },
  });
}
