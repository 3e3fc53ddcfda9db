// `npm run rtp [-- --rounds N] [-- --seed <64 hex>]`: the exact return to player of every
// selection of every casino table and of every slot title (full-cycle enumeration, with hit
// frequency and volatility), with a Monte Carlo figure beside it from the production RNG
// (the server's HMAC stream, round or spin r with nonce r; N paid spins per slot). Prints Markdown tables.
import { exactRtp, monteCarloRtp, monteCarloSlot, SLOT_TITLES, slotPar, TABLES, toNumber, type TableType } from '@bx/games';
import { fairStream, newServerSeed } from '../apps/server/src/modules/fairness/hmac-blocks.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const rounds = Number(option('--rounds') ?? 100_000);
const serverSeed = option('--seed') ?? newServerSeed();
const clientSeed = 'rtp';
const pct = (x: number, digits: number) => `${(100 * x).toFixed(digits)}%`;

console.log(`Monte Carlo: ${rounds.toLocaleString('en-US')} rounds per table, server seed ${serverSeed}, client seed "${clientSeed}"\n`);
console.log('| table | sid | selection | side | rate | exact RTP | Monte Carlo | z |');
console.log('|---|---|---|---|---|---|---|---|');
for (const type of Object.keys(TABLES) as TableType[]) {
  const sampled = monteCarloRtp(type, rounds, (round) => fairStream(serverSeed, clientSeed, round));
  exactRtp(type).forEach((exact, i) => {
    const mc = sampled[i]!;
    const sel = TABLES[type].selections.find((s) => s.sid === exact.sid)!;
    const rate = ((exact.side === 'BACK' ? sel.back : sel.lay!) / 100).toFixed(2);
    const z = mc.standardError === 0 ? 0 : (mc.rtp - exact.rtp) / mc.standardError;
    console.log(
      `| ${type} | ${exact.sid} | ${sel.nat} | ${exact.side.toLowerCase()} | ${rate} | ${pct(exact.rtp, 4)} | ${pct(mc.rtp, 2)} ± ${(100 * mc.standardError).toFixed(2)} | ${z.toFixed(1)} |`,
    );
  });
}

console.log(`\n| slot | exact RTP | hit frequency | volatility | free spins per spin | Monte Carlo RTP | z | Monte Carlo hit frequency |`);
console.log('|---|---|---|---|---|---|---|---|');
for (const title of SLOT_TITLES) {
  const par = slotPar(title);
  const mc = monteCarloSlot(title, rounds, (k) => fairStream(serverSeed, clientSeed, k));
  const rtp = toNumber(par.rtp);
  console.log(
    `| ${title.id} | ${pct(rtp, 4)} | ${pct(toNumber(par.hitFrequency), 2)} | ${par.volatility.toFixed(3)} | ${toNumber(par.freeSpinsPerSpin).toFixed(4)} | ${pct(mc.rtp, 2)} ± ${(100 * mc.standardError).toFixed(2)} | ${((mc.rtp - rtp) / mc.standardError).toFixed(1)} | ${pct(mc.hitFrequency, 2)} |`,
  );
}
