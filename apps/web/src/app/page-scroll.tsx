import { useLayoutEffect, useRef } from 'react';
import { NavigationType, ScrollRestoration, useLocation, useNavigationType, type Location } from 'react-router';

/**
 * Positions kept by path, not by history entry: a change of the query string alone (the top
 * bar's series links) finds the position it is at and stays there, and Back finds the one it left.
 */
const byPath = (location: Location) => location.pathname;

/**
 * Where the window scrolls on a navigation. The window is the page's scroller, so a new screen
 * kept the last one's offset (a long report left the next screen scrolled down): a new path now
 * opens at the top, Back and Forward restore where that screen was, and a change of the query
 * string alone moves nothing. Rendered by the main and the public page layout.
 */
export function PageScroll() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  // After ScrollRestoration's effect (a child's run first), so a link or redirect to a path seen
  // before opens at the top, not at the position kept for that path.
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return <ScrollRestoration getKey={byPath} />;
}
