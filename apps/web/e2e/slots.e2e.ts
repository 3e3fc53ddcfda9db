import { createHmac } from 'node:crypto';
import { blockMessage, drawStops, evaluateSpin, FairStream, slotTitle } from '@bx/games';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './helpers/login.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let page: Page;
let baseUrl: string;

const title = 'Classic Sevens';
const stake = 25;
const balance = async () => Number(await page.getByTestId('balance-value').textContent());

beforeAll(async () => {
  walk = await startWalk();
  ({ page } = walk);
  baseUrl = walk.server.baseUrl;
  await loginAs(page, baseUrl, 'demo');
});

afterAll(() => walk?.close());

/** Opens the slot lobby from the sidebar's Slot Game item (through the drawer on a phone), then the title. */
async function openSlotFromSidebar() {
  await page.goto(`${baseUrl}/#/home`);
  // The figures are hidden on phones unless chosen: show the balance so the walk can read it.
  await page.evaluate(() => localStorage.setItem('showBalance', '1'));
  await page.reload();
  // The layout is a lazy route: wait for it before asking whether the drawer's Menu button shows.
  await page.locator('.site-header').waitFor();
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: 'Slot Game' }).click();
  await page.waitForURL((url) => url.hash === '#/vcasino/slot');
  const lobby = page.getByRole('list', { name: 'Slot games' });
  await lobby.getByRole('img', { name: 'Jungle Wilds' }).waitFor();
  await lobby.getByRole('link', { name: new RegExp(title) }).click();
  await page.waitForURL((url) => url.hash === '#/vcasino/slot/classic-sevens');
}

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('a slot ($name)', ({ viewport }) => {
  beforeAll(async () => {
    await page.setViewportSize(viewport);
    await openSlotFromSidebar();
  });

  it('loads every thumbnail as the AVIF the site ships: no request fails', async () => {
    const failed: string[] = [];
    const onResponse = (r: Response) => {
      if (r.url().includes('/Slotgater/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    };
    page.on('response', onResponse);
    await page.goto(`${baseUrl}/#/vcasino/slot`);
    const thumbs = page.getByRole('list', { name: 'Slot games' }).getByRole('img');
    await thumbs.first().waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img.slot-thumb')].every((i) => i.complete));
    const loaded = await thumbs.evaluateAll((imgs) =>
      imgs.map((i) => [(i as HTMLImageElement).currentSrc, (i as HTMLImageElement).naturalWidth]),
    );
    expect(loaded.length).toBeGreaterThanOrEqual(3);
    for (const [src, width] of loaded) {
      expect(src).toMatch(new RegExp(`^${baseUrl}/Slotgater/[a-z-]+\\.avif$`));
      expect(width).toBeGreaterThan(0);
    }
    expect(failed).toEqual([]);
    page.off('response', onResponse);
    await page
      .getByRole('list', { name: 'Slot games' })
      .getByRole('link', { name: new RegExp(title) })
      .click();
    await page.waitForURL((url) => url.hash === '#/vcasino/slot/classic-sevens');
  });

  it('spins with a Casino button stake: the reels land, and the header balance moves by the win less the bet', async () => {
    await page
      .getByRole('group', { name: 'Casino stakes' })
      .getByRole('button', { name: String(stake), exact: true })
      .click();
    expect(await page.getByTestId('slot-bet').textContent()).toBe(stake.toFixed(2));
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="balance-value"]')?.textContent) > 0, undefined, {
      timeout: 30_000,
    });
    const before = await balance();
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    const result = page.getByTestId('slot-win');
    await result.waitFor({ timeout: 30_000 });
    const text = (await result.textContent())!;
    const win = text === 'No win' ? 0 : Number(/₹([\d.]+)/.exec(text)![1]);
    const expected = Math.round((before - stake + win) * 100) / 100;
    await page.waitForFunction((want) => Number(document.querySelector('[data-testid="balance-value"]')?.textContent) === want, expected, {
      timeout: 30_000,
      polling: 200,
    });
    // The reels show the window the server drew, and fit a phone's width.
    expect(await page.getByRole('group', { name: 'Reels' }).getAttribute('aria-busy')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });

  it('lists the spin in the history; after a rotation Verify recomputes its stops in the browser', async () => {
    const history = page.getByRole('region', { name: 'Spin history' });
    await history.getByText('Rotate the seed pair to verify').first().waitFor();
    await page.getByRole('region', { name: 'Seed pair' }).getByRole('button', { name: 'Rotate seed pair' }).click();
    await history.getByRole('button', { name: 'Verify' }).first().click();
    const verdict = history.getByRole('status', { name: 'Verify result' }).first();
    await verdict.waitFor();
    expect(await verdict.textContent()).toMatch(/^Verified: stops/);
  });
});

/** A spin of the history as slot/getHistory answers it once its pair is retired. */
interface PastSpin {
  nonce: number;
  stops: number[];
  win: number;
  bet: number;
  client_seed: string;
  server_seed: string | null;
}

/** Draws and prices a spin as the server does (casino.md section 2), with the games package and node's HMAC. */
function recompute(serverSeed: string, clientSeed: string, nonce: number) {
  const game = slotTitle('classic-sevens')!;
  const stream = new FairStream(
    (r) =>
      new Uint8Array(
        createHmac('sha256', serverSeed)
          .update(blockMessage(clientSeed, nonce, r))
          .digest(),
      ),
  );
  return evaluateSpin(game, drawStops(game, stream), false);
}

describe('auto-spin, win lines and sound (desktop)', () => {
  const game = slotTitle('classic-sevens')!;
  const fairField = (label: string) => page.locator('.fair-fields dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

  beforeAll(async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl}/#/vcasino/slot/classic-sevens`);
    await page.reload();
    await page
      .getByTestId('server-seed-hash')
      .filter({ hasText: /^[0-9a-f]{64}$/ })
      .waitFor();
  });

  it('starts with the sound off; the button switches it on and off again', async () => {
    const sound = page.getByRole('button', { name: 'Sound', exact: true });
    expect(await sound.getAttribute('aria-pressed')).toBe('false');
    expect(await sound.textContent()).toBe('Sound off');
    await sound.click();
    expect(await sound.getAttribute('aria-pressed')).toBe('true');
    await sound.click();
    expect(await sound.getAttribute('aria-pressed')).toBe('false');
  });

  it('auto-spin stops at the first spin that wins the stop amount, and that spin’s winning lines are lit', async () => {
    const firstNonce = Number(await fairField('Next nonce').textContent());
    const stopOnWin = 1;
    await page.getByLabel(/Stop on a win of/).fill(String(stopOnWin));
    await page.getByRole('button', { name: 'Auto 50' }).click();
    const auto = page.getByRole('group', { name: 'Auto spin' });
    // The click swaps the count buttons for the countdown at once: auto is over once they are back, the last spin landed.
    await auto.getByRole('button', { name: 'Auto 50' }).waitFor({ timeout: 110_000 });
    await page.getByTestId('slot-win').waitFor();
    const lit = await page
      .getByRole('group', { name: 'Reels' })
      .evaluate((reels) =>
        [...reels.children].flatMap((reel, r) =>
          [...reel.children].flatMap((cell, row) => (cell.classList.contains('win') ? [`${row}:${r}`] : [])),
        ),
      );

    // Rotating reveals the server seed, so the test can draw every spin of the run itself.
    await page.getByRole('region', { name: 'Seed pair' }).getByRole('button', { name: 'Rotate seed pair' }).click();
    const revealed = page.getByText(/^Revealed server seed [0-9a-f]{64}$/);
    await revealed.waitFor();
    const serverSeed = (await revealed.textContent())!.slice(-64);
    const history = await page.evaluate(async () => {
      const answer = await fetch('/api/slot/getHistory', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('usertoken')}` },
        body: JSON.stringify({ game_id: 'classic-sevens', limit: 100 }),
      });
      return ((await answer.json()) as { data: PastSpin[] }).data;
    });
    // The run: the spins of the pair just retired from the nonce auto-spin started at (earlier pairs' spins are in the history too).
    const run = history.filter((s) => s.server_seed === serverSeed && s.nonce >= firstNonce).sort((a, b) => a.nonce - b.nonce);
    const outcomes = run.map((s) => recompute(s.server_seed!, s.client_seed, s.nonce));
    const wins = run.map((s, i) => (outcomes[i]!.credits * s.bet) / game.lines.length);
    expect(run.map((s) => [s.stops, s.win])).toEqual(run.map((_, i) => [outcomes[i]!.stops, wins[i]]));
    // Every spin before the last lost, the last won at least the stop amount, well before the 50 ran out
    // (classic-sevens hits on 55% of spins: 49 misses in a row would take about 1e-17).
    expect(run.length).toBeLessThan(50);
    expect(wins.slice(0, -1).every((w) => w < stopOnWin)).toBe(true);
    expect(wins.at(-1)).toBeGreaterThanOrEqual(stopOnWin);
    const expected = outcomes.at(-1)!.lines.flatMap((l) => game.lines[l.line]!.slice(0, l.count).map((row, reel) => `${row}:${reel}`));
    expect(lit.length).toBeGreaterThan(0);
    expect(new Set(lit)).toEqual(new Set(expected));
  });
});
