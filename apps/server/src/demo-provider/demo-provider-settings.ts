/**
 * The demo provider's registration, as a real provider's would be agreed out of band: its ids,
 * menus, launch pages and the shared secret of its wallet calls. The seed registers exactly
 * this; the demo provider signs with this secret, so rotating it (admin/provider/rotateSecret)
 * cuts the demo off as it would a real provider that was not told.
 */
export const DEMO_PROVIDER_SECRET = 'demo-provider-shared-secret-change-me';

export const DEMO_PROVIDERS = [
  { provider_id: 'demo-live', name: 'Demo Live Roulette', sport_id: 'worldcasino', launch_url: '/demo-provider/roulette' },
  { provider_id: 'demo-aviator', name: 'Demo Aviator', sport_id: 'fantasy', launch_url: '/demo-provider/aviator' },
] as const;

export type DemoProviderId = (typeof DEMO_PROVIDERS)[number]['provider_id'];
