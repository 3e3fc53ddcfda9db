// `npm run test:mutation`: StrykerJS over the engine, the fast book and the server's money code (four
// areas: bets, ledger, games and the markets' ownership), one config after another, then each file's score and each goal from Stryker's JSON reports.
// Extra arguments go to every Stryker run (e.g. `-- --force` to re-test every mutant, ignoring
// the incremental files in stryker/incremental/).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const runs = [
  { config: 'stryker/exchange.config.mjs', report: 'reports/mutation/exchange.json', env: { MODEL_RUNS: '20' } },
  { config: 'stryker/fast-book.config.mjs', report: 'reports/mutation/fast-book.json', env: {} },
  ...['bets', 'ledger', 'games', 'ownership'].map((area) => ({
    config: `stryker/server-${area}.config.mjs`,
    report: `reports/mutation/server-${area}.json`,
    env: {},
  })),
];
const goals = [
  { name: 'engine (packages/exchange)', reports: runs.slice(0, 2).map((r) => r.report), goal: 85 },
  { name: 'server money code', reports: runs.slice(2).map((r) => r.report), goal: 75 },
];

for (const run of runs) {
  console.log(`\n=== stryker run ${run.config} ===`);
  const result = spawnSync('npx', ['stryker', 'run', run.config, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
// The server configs ignore mutants reached only while a test file sets up (ignoreStatic, see
// stryker/server-config.mjs): no test was run against them, so they count as not killed.
const isStaticIgnored = (m) => m.status === 'Ignored' && m.statusReason?.startsWith('Static mutant');

/** Detected and undetected mutants per file of one Stryker JSON report (schema 1 and 2). */
function countsOf(report) {
  const { files } = JSON.parse(readFileSync(report, 'utf8'));
  return Object.entries(files).map(([file, { mutants }]) => ({
    file,
    detected: mutants.filter((m) => DETECTED.has(m.status)).length,
    undetected: mutants.filter((m) => UNDETECTED.has(m.status) || isStaticIgnored(m)).length,
  }));
}

const score = (detected, undetected) => (detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected));
let allMet = true;
console.log('\n=== mutation scores (killed or timed out / killed, timed out, survived, not covered or reached only in set-up) ===');
for (const group of goals) {
  const files = group.reports.flatMap(countsOf);
  for (const f of files)
    console.log(`  ${f.file}: ${score(f.detected, f.undetected).toFixed(2)}% (${f.detected}/${f.detected + f.undetected})`);
  const detected = files.reduce((n, f) => n + f.detected, 0);
  const undetected = files.reduce((n, f) => n + f.undetected, 0);
  const total = score(detected, undetected);
  const met = total >= group.goal;
  allMet &&= met;
  console.log(
    `${group.name}: ${total.toFixed(2)}% (${detected}/${detected + undetected}), goal ${group.goal}%: ${met ? 'met' : 'NOT met'}\n`,
  );
}
process.exit(allMet ? 0 : 1);
