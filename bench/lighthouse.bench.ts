import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { startServer } from '../apps/web/e2e/helpers/start-server.ts';
import type { BenchResult } from './bench-result.ts';

/** Issue 14's goal for the login page's Lighthouse performance score. */
const GOAL = 90;
const RUNS = 3;
const RETRY_AFTER_MS = 30_000;
/** Debian's Chromium, headless, fetching nothing in the background (the machine is offline). */
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The baseline: a login form as bare static HTML, no script, no stylesheet, no image. */
const bareLogin = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Login</title><style>body{font-family:sans-serif;margin:2rem}label,input,button{display:block;margin:.5rem 0}</style></head>
<body><h1>Login</h1><form><label>Username <input name="username" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label><button>Login</button></form></body></html>`;

interface Run {
  score: number;
  lhr: Result;
  html: string;
}

const formFactors = {
  mobile: { onlyCategories: ['performance'] },
  desktop: { ...desktopConfig.settings, onlyCategories: ['performance'] },
} satisfies Record<string, Config['settings']>;
type FormFactor = keyof typeof formFactors;

/** One Lighthouse navigation in a fresh Chromium (as the Lighthouse CLI does per run). */
async function audit(url: string, formFactor: FormFactor): Promise<Run> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags, logLevel: 'silent' });
  try {
    const config: Config = { extends: 'lighthouse:default', settings: formFactors[formFactor] };
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'html' }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score == null) throw new Error(`Lighthouse gave ${url} no performance score (${lhr.runWarnings.join('; ')})`);
    return { score: Math.round(score * 100), lhr, html: String(result.report) };
  } finally {
    chrome.kill();
  }
}

/** RUNS audits: the run with the median score (machines are noisy), and every score, lowest first. */
async function median(url: string, formFactor: FormFactor): Promise<Run & { scores: number[] }> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // A failed run (a 404 or NO_FCP while `npm run build` rewrites apps/web/dist, a stalled Chromium)
    // is retried once, RETRY_AFTER_MS later, saying why.
    const run = await audit(url, formFactor).catch(async (error: unknown) => {
      console.warn(`lighthouse: a ${formFactor} run on ${url} failed, retrying once: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      return audit(url, formFactor);
    });
    runs.push(run);
  }
  runs.sort((a, b) => a.score - b.score);
  return { ...runs[Math.floor(RUNS / 2)]!, scores: runs.map((r) => r.score) };
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const seconds = (lhr: Result, id: string) => `${(metric(lhr, id) / 1000).toFixed(1)} s`;

/** FCP, LCP, TBT, CLS and Speed Index of a run, as Lighthouse shows them. */
const metrics = (lhr: Result) =>
  `FCP ${seconds(lhr, 'first-contentful-paint')}, LCP ${seconds(lhr, 'largest-contentful-paint')}, ` +
  `TBT ${Math.round(metric(lhr, 'total-blocking-time'))} ms, CLS ${metric(lhr, 'cumulative-layout-shift').toFixed(3)}, ` +
  `SI ${seconds(lhr, 'speed-index')}`;

export default {
  name: 'lighthouse',
  webApp: true as const,
  async run(): Promise<BenchResult[]> {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const reports = `${root}reports/lighthouse`;
    mkdirSync(reports, { recursive: true });
    const bare = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(bareLogin),
    );
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
    const server = await startServer();
    try {
      const rows: BenchResult[] = [];
      for (const formFactor of Object.keys(formFactors) as FormFactor[]) {
        const login = await median(`${server.baseUrl}/#/login`, formFactor);
        const baseline = await median(bareUrl, formFactor);
        writeFileSync(`${reports}/login-${formFactor}.html`, login.html);
        writeFileSync(`${reports}/login-${formFactor}.json`, JSON.stringify(login.lhr));
        rows.push({
          name: `login page Lighthouse performance, ${formFactor}`,
          value: login.score,
          unit: 'score',
          baseline: 'bare static login HTML',
          baseline_value: baseline.score,
          ratio: login.score / baseline.score,
          note: `median of ${login.scores.join('/')}: ${metrics(login.lhr)} (bare: ${metrics(baseline.lhr)}); goal >= ${GOAL}; reports/lighthouse/login-${formFactor}.html`,
        });
      }
      return rows;
    } finally {
      await server.close();
      bare.close();
    }
  },
};
