import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageScroll } from './page-scroll.tsx';

/** jsdom lays nothing out and does not scroll: the window's offset is this number. */
let scrollY = 0;

beforeEach(() => {
  scrollY = 0;
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = ((_x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo;
});

afterEach(cleanup);

/** A layout with PageScroll around three screens, opened at `start`. */
function showApp(start: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PageScroll />
            <Outlet />
          </>
        ),
        children: [
          { path: 'home', element: <p>Home</p> },
          { path: 'report/account-statement', element: <p>Account statement</p> },
          { path: 'all-sports/:sportId', element: <p>All sports</p> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return {
    go: (to: string) => act(() => router.navigate(to)),
    /** The browser's Back (-1) or Forward (1). */
    traverse: (delta: number) => act(() => router.navigate(delta)),
  };
}

describe('the page scroll on a navigation', () => {
  it('opens a new screen at its top, not at the offset the last one was scrolled to', async () => {
    const { go } = showApp('/report/account-statement');
    scrollY = 2400;
    await go('/home');
    expect(scrollY).toBe(0);
  });

  it('opens a screen seen before at its top when a link leads there again', async () => {
    const { go } = showApp('/home');
    scrollY = 900;
    await go('/report/account-statement');
    await go('/home');
    expect(scrollY).toBe(0);
  });

  it('stays where it is when only the query string changes', async () => {
    const { go } = showApp('/all-sports/4?series=1');
    scrollY = 700;
    await go('/all-sports/4?series=2');
    expect(scrollY).toBe(700);
  });

  it('restores the position a screen was left at when the browser goes Back to it', async () => {
    const { go, traverse } = showApp('/report/account-statement');
    scrollY = 2400;
    await go('/home');
    scrollY = 150;
    await traverse(-1);
    expect(scrollY).toBe(2400);
    await traverse(1);
    expect(scrollY).toBe(150);
  });
});
