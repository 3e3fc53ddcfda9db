export { ConsolePage } from './console-page.tsx';
