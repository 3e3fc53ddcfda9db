import type { MarketChange } from '@bx/contract';
import type { Page } from 'playwright-core';
import { createMarket, tokenFor } from '../apps/web/e2e/helpers/exchange-api.ts';
import { launchBrowser } from '../apps/web/e2e/helpers/launch-browser.ts';
import { loginAs } from '../apps/web/e2e/helpers/login.ts';
import type { BenchResult } from './bench-result.ts';
import { startLiveServer, type LiveServer } from './live-server.ts';

const quick = process.env.BENCH_QUICK === '1';
/** (a) how long each tab is watched; the count is scaled to a minute. */
const WATCH_MS = quick ? 30_000 : 120_000;
/** (b) the 10 Hz burst and its idle baseline. */
const BURST_MS = 10_000;
const RUNNERS = 30;
const UPDATES_PER_SECOND = 10;
/** The demo world's in-play match (match odds, bookmaker, fancies) that the simulator moves. */
const LIVE_MATCH = 2;

const ratio = (value: number, baseline: number) => (baseline === 0 ? (value === 0 ? 1 : Number.POSITIVE_INFINITY) : value / baseline);

/**
 * Turns the browser's WebSocket into one that closes at once, so the page runs on its polling
 * fallback. A string, not a function: tsx would compile class fields into helpers the page lacks.
 */
const noSocket = `window.WebSocket = class DeadSocket extends EventTarget {
  constructor() { super(); this.readyState = 3; this.onclose = null; setTimeout(() => this.onclose && this.onclose({ code: 1006 }), 0); }
  send() {}
  close() {}
};
window.WebSocket.OPEN = 1;`;

/** Every /api/ request the tab makes over `ms` (the WebSocket upgrade excluded), per minute. */
async function apiRequestsPerMinute(page: Page, ms: number): Promise<number> {
  let count = 0;
  const onRequest = (r: { url(): string }) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/') && path !== '/api/ws') count += 1;
  };
  page.on('request', onRequest);
  await page.waitForTimeout(ms);
  page.off('request', onRequest);
  return (count * 60_000) / ms;
}

async function watchMatch(server: LiveServer, socket: boolean): Promise<number> {
  const browser = await launchBrowser();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    if (!socket) await page.addInitScript({ content: noSocket });
    await loginAs(page, server.baseUrl, 'demo');
    await page.goto(`${server.baseUrl}/#/game-details/4/${LIVE_MATCH}`);
    await page.getByRole('region', { name: 'Match Odds' }).waitFor();
    // Let the start-up calls (sidebar, settings, first detail) finish before counting.
    await page.waitForTimeout(3000);
    return await apiRequestsPerMinute(page, WATCH_MS);
  } finally {
    await browser.close();
  }
}

/** Records every long task (over 50 ms by definition) from page start. */
const observeLongTasks = () => {
  const w = window as unknown as { longTasks: number[] };
  w.longTasks = [];
  new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({
    type: 'longtask',
    buffered: true,
  });
};

/** A book change for every runner: prices walk around 2.0-3.0 on the ladder, sizes change every tick. */
function tickChange(tick: number, selections: number[]): MarketChange {
  return {
    runners: selections.map((selection_id, i) => {
      const back = 2 + ((tick + i) % 50) / 50;
      const price = (p: number) => Math.round(p * 50) / 50;
      return {
        selection_id,
        back: [0, 1, 2].map((l) => ({ price: price(back - l * 0.02), size: 100 + ((tick * 7 + i + l) % 900) })),
        lay: [1, 2, 3].map((l) => ({ price: price(back + l * 0.02), size: 100 + ((tick * 11 + i + l) % 900) })),
      };
    }),
  };
}

interface LongTasks {
  count: number;
  longestMs: number;
}

async function longTasksOn30Runners(server: LiveServer): Promise<{ busy: LongTasks; idle: LongTasks }> {
  const admin = await tokenFor(server.baseUrl, 'admin', 'admin1234');
  const names = Array.from({ length: RUNNERS }, (_, i) => `Runner ${i + 1}`);
  const market = await createMarket(server.baseUrl, admin, 'Bench 30 runners', names, { market_type: 'OTHER', name: 'Thirty Runners' });
  const selections = market.runners.map((r) => r.selection_id);
  const browser = await launchBrowser();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.addInitScript(observeLongTasks);
    await loginAs(page, server.baseUrl, 'demo');
    await page.goto(`${server.baseUrl}/#/game-details/4/${market.matchId}`);
    await page.getByRole('region', { name: 'Thirty Runners' }).waitFor();
    await page.waitForTimeout(2000);
    const measure = async (publish: boolean): Promise<LongTasks> => {
      await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks = []));
      let tick = 0;
      const timer = publish
        ? setInterval(
            () => server.app.realtime.publishMarket(String(market.marketId), tickChange((tick += 1), selections)),
            1000 / UPDATES_PER_SECOND,
          )
        : null;
      await page.waitForTimeout(BURST_MS);
      if (timer) clearInterval(timer);
      const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
      return { count: tasks.length, longestMs: Math.max(0, ...tasks) };
    };
    const idle = await measure(false);
    const busy = await measure(true);
    return { busy, idle };
  } finally {
    await browser.close();
  }
}

export default {
  name: 'browser',
  webApp: true as const,
  async run(): Promise<BenchResult[]> {
    const server = await startLiveServer();
    try {
      const live = await watchMatch(server, true);
      const polling = await watchMatch(server, false);
      const { busy, idle } = await longTasksOn30Runners(server);
      const watched = `${WATCH_MS / 1000} s${quick ? ' (BENCH_QUICK)' : ''}`;
      return [
        {
          name: 'match page /api requests per minute, live socket',
          value: live,
          unit: 'req/min',
          baseline: 'same page, socket disabled (polling fallback)',
          baseline_value: polling,
          ratio: ratio(live, polling),
          note: `one tab on the in-play demo match, simulator on, watched ${watched}; goal <= 15 (5 s balance poll = 12)`,
        },
        {
          name: 'long tasks over 10 s, 30 runners at 10 Hz',
          value: busy.count,
          unit: 'tasks > 50 ms',
          baseline: 'same page idle',
          baseline_value: idle.count,
          ratio: ratio(busy.count, idle.count),
          note: `longest ${busy.longestMs.toFixed(0)} ms (idle ${idle.longestMs.toFixed(0)} ms); goal none`,
        },
      ];
    } finally {
      await server.close();
    }
  },
};
