import type { BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, type LaunchedBrowser } from './launch-browser.ts';
import { startServer, type RunningServer } from './start-server.ts';

export interface Walk {
  server: RunningServer;
  browser: LaunchedBrowser;
  /** The browser's one page, reused by every test of the file. */
  page: Page;
  close(): Promise<void>;
}

/**
 * One server and one browser for a whole test file (the e2e budget allows no more):
 * `let walk: Walk; beforeAll(async () => { walk = await startWalk(); }); afterAll(() => walk?.close());`
 */
export async function startWalk(contextOptions: BrowserContextOptions = {}): Promise<Walk> {
  const server = await startServer();
  const browser = await launchBrowser(contextOptions);
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  return {
    server,
    browser,
    page,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
