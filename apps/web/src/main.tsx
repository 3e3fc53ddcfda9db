import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginScreen } from './app/login-screen.tsx';
import { startSessionSync } from './app/session-sync.ts';
import { isLoginHash } from './lib/route-guard.ts';
import './styles/global.css';

const element = document.getElementById('root');
if (!element) throw new Error('index.html lacks #root');
const root = createRoot(element);
// A transition: React renders a screen in slices of a few milliseconds, yielding between them,
// instead of one long task that blocks input (index.html's splash shows meanwhile).
const show = (screen: ReactNode) => startTransition(() => root.render(<StrictMode>{screen}</StrictMode>));

startSessionSync();

/** The app: router, data cache, toasts, and every other screen as a lazy route. */
const loadApp = () => import('./app/app.tsx');

/** Shows the app once its router has loaded the current hash's screen, so the one before stays until then. */
async function showApp() {
  const { App, whenRouterSettled } = await loadApp();
  await whenRouterSettled();
  show(<App />);
}

if (isLoginHash(window.location.hash)) {
  // The first page is the login page: it shows without the app, which takes over when the hash leaves
  // login (a login, the sign-up link) and starts loading on the first keystroke or tap meanwhile.
  show(<LoginScreen />);
  const leave = () => {
    if (isLoginHash(window.location.hash)) return;
    window.removeEventListener('hashchange', leave);
    void showApp();
  };
  window.addEventListener('hashchange', leave);
  for (const type of ['pointerdown', 'keydown', 'focusin']) {
    window.addEventListener(type, () => void loadApp(), { capture: true, once: true, passive: true });
  }
} else {
  void showApp();
}
