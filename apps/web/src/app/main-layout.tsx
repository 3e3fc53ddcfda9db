import { useEffect, useState, type MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../features/footer/index.ts';
import { Header } from '../features/header/index.ts';
import { SiteRules } from '../features/rules/index.ts';
import { Sidebar } from '../features/sidebar/index.ts';
import { storageKeys } from '../lib/storage-keys.ts';
import { useIsMobile } from '../lib/use-is-mobile.ts';
import { useLiveConnection } from '../lib/use-live-connection.ts';
import { PageScroll } from './page-scroll.tsx';
import { RequireAuth } from './require-auth.tsx';
import './layouts.css';

/** Header, left sidebar (a drawer under 993 px), content and footer. */
export function MainLayout() {
  const isMobile = useIsMobile();
  useLiveConnection();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The spec keeps a stored mobile-width flag for screens that read it outside React.
  useEffect(() => localStorage.setItem(storageKeys.mobileDevice, String(isMobile)), [isMobile]);
  // A tap on a sidebar link navigates: the drawer gets out of the way.
  const closeOnLink = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a')) setDrawerOpen(false);
  };
  const menuButton = isMobile && (
    <button
      type="button"
      className="menu-button"
      aria-label="Menu"
      aria-expanded={drawerOpen}
      aria-controls="sidebar"
      onClick={() => setDrawerOpen((v) => !v)}
    >
      ☰
    </button>
  );
  return (
    <RequireAuth>
      <PageScroll />
      <div className="app-shell">
        <Header rules={<SiteRules />} menuButton={menuButton} />
        <div className="app-body">
          <aside id="sidebar" className={`app-sidebar${drawerOpen ? ' open' : ''}`} hidden={isMobile && !drawerOpen} onClick={closeOnLink}>
            <Sidebar />
          </aside>
          {isMobile && drawerOpen && <div className="drawer-scrim" onClick={() => setDrawerOpen(false)} aria-hidden="true" />}
          <main className="app-content">
            <Outlet />
          </main>
        </div>
        <Footer />
      </div>
    </RequireAuth>
  );
}
