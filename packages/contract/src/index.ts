export * from './envelope.ts';
export * from './money.ts';
