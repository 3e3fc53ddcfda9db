// `npm run rtp [-- --rounds N] [-- --seed <64 hex>]`: the exact return to player of every
// selection of every casino table, with a Monte Carlo figure beside it from the production RNG
// (the server's HMAC stream, round r dealt with nonce r). Prints a Markdown table.
import { exactRtp, monteCarloRtp, TABLES, type TableType } from '@bx/games';
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
