export { BinaryPage } from './binary-page.tsx';
export { InstrumentPage } from './instrument-page.tsx';
