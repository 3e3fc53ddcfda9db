// `npm run bench [-- --json] [-- --only <name>]`: runs every bench/*.bench.ts and prints what it measured.
import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cpus, freemem, loadavg, platform, release, totalmem } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchResult } from './bench-result.ts';

interface Bench {
  name: string;
  /** It loads the built web app (apps/web/dist): the run builds it once, from the current source, before the first such bench. */
  webApp?: true;
  run: () => Promise<BenchResult[]>;
}

const args = process.argv.slice(2);
const json = args.includes('--json');
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
const dir = fileURLToPath(new URL('.', import.meta.url));

/** The 1, 5 and 15 minute load averages: how busy the machine was, as the ratios' noise depends on it. */
const load = () => loadavg().map((l) => +l.toFixed(2));

const context = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memory_gb: +(totalmem() / 2 ** 30).toFixed(1),
  free_gb: +(freemem() / 2 ** 30).toFixed(1),
  node: process.version,
  os: `${platform()} ${release()}`,
  date: new Date().toISOString(),
  load_avg: load(),
};
if (json) console.log(JSON.stringify({ context }));
else
  console.log(
    `Machine: ${context.cpu}, ${context.cores} cores, ${context.memory_gb} GB (${context.free_gb} free), Node ${context.node}, ${context.os}, ${context.date}, load average ${context.load_avg.join(' ')}\n`,
  );

const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
const rows: BenchResult[] = [];
let built = false;
for (const file of files) {
  const bench = (await import(pathToFileURL(`${dir}${file}`).href)).default as Bench;
  if (only && !bench.name.includes(only) && !file.includes(only)) continue;
  if (bench.webApp && !built) {
    if (!json) console.log('building the web app (npm run build) ...');
    execSync('npm run build', { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: 'ignore' });
    built = true;
  }
  if (!json) console.log(`running ${bench.name} ...`);
  for (const result of await bench.run()) {
    rows.push(result);
    if (json) console.log(JSON.stringify(result));
  }
}

if (!json) {
  const fmt = (v: number) => (Math.abs(v) >= 100 ? Math.round(v).toLocaleString('en-US') : v.toFixed(2));
  const table = rows.map((r) => [
    r.name,
    `${fmt(r.value)} ${r.unit}`,
    `${r.baseline}: ${fmt(r.baseline_value)}`,
    `x${r.ratio.toFixed(2)}`,
    r.note ?? '',
  ]);
  const head = ['benchmark', 'value', 'baseline', 'ratio', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((t) => t[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const t of table) console.log(line(t));
  console.log(`\nLoad average at the end: ${load().join(' ')} (at the start: ${context.load_avg.join(' ')})`);
} else console.log(JSON.stringify({ load_avg_at_end: load() }));
process.exit(0);
