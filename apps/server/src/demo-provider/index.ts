export { demoProvider } from './demo-provider.ts';
export { DEMO_PROVIDERS, DEMO_PROVIDER_SECRET } from './demo-provider-settings.ts';
