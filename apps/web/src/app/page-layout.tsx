import { Link, Outlet } from 'react-router';
import { Footer } from '../features/footer/index.ts';
import { PageScroll } from './page-scroll.tsx';
import './layouts.css';

/** The public 'page' layout: a plain content area (rules, terms, responsible gaming) and the footer; no login needed. */
export function PageLayout() {
  return (
    <div className="page-shell">
      <PageScroll />
      <div className="page-bar">
        <Link to="/home" className="page-home">
          <img src={`${import.meta.env.BASE_URL}logo.svg`} alt="Home" />
        </Link>
      </div>
      <main className="page-content">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
