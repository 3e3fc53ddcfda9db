import type { BrowserContext, Page } from 'playwright-core';

/** How many of a browser's latest events a failed test prints. */
const KEPT = 40;
const events: string[] = [];

function note(event: string): void {
  events.push(`${new Date().toISOString().slice(11, 23)} ${event}`);
  if (events.length > KEPT) events.shift();
}

function watch(page: Page): void {
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated ${frame.url()}`);
  });
  page.on('pageerror', (error) => note(`page error ${error.message}`));
  page.on('requestfailed', (request) => note(`failed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() < 400) return;
    note(`${response.status()} ${response.request().method()} ${response.url()}`);
    // The answer's code says which refusal it was (a 403 logs out unless it asks for a password change).
    response.text().then(
      (body) => note(`  answered ${body.slice(0, 160)}`),
      (error: unknown) => note(`  (answer unreadable: ${String(error).slice(0, 80)})`),
    );
  });
}

/**
 * Keeps the latest navigations, refused answers and page errors of every page of a browser, so a
 * browser walk that fails on a busy CI machine says what the app went through, not only which
 * element never showed.
 */
export function recordFlight(context: BrowserContext): void {
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}

/** The recorded events, oldest first; the e2e setup prints them when a test fails. */
export function flightLog(): string {
  return events.length === 0 ? '(nothing recorded)' : events.join('\n');
}
