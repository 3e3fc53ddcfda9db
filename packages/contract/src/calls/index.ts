export * from './define-calls.ts';
export * from './nest-calls.ts';
export * from './build-api.ts';
export * from './calls.ts';
export * from './audited-call.ts';
