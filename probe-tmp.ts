import { stream, runOnce } from './bench/engine.bench.ts';
import { createFastMarket, createReferenceMarket } from './packages/exchange/src/index.ts';
const config = { marketId: 'bench', runners: [1,2,3].map((selectionId) => ({ selectionId })) };
const ops = stream(200_000);
for (let i = 0; i < 3; i++) console.log('fast', Math.round(runOnce(() => createFastMarket(config), ops)));
const m = createFastMarket(config);
for (const op of ops) { if ('place' in op) m.place(op.place); else m.cancel(op.cancel); }
console.log('open at end', m.openOrders().length);
console.log('ref', Math.round(runOnce(() => createReferenceMarket(config), ops)));
