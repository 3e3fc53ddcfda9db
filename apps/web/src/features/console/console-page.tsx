import { Navigate, NavLink, Route, Routes } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { readToken } from '../../lib/auth-session.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { changePasswordPath } from '../../lib/route-guard.ts';
import { storageKeys } from '../../lib/storage-keys.ts';
import { consoleAccess } from './console-access.ts';
import { TotpNag } from './totp-nag.tsx';
import { consoleSections } from './console-sections.tsx';
import './console.css';

/** The operator console (admin, master, agent): its own layout, loaded only when an operator opens it. */
export function ConsolePage() {
  const userInfo = useAuthStore((s) => s.userInfo);
  const logOut = useAuthStore((s) => s.logOut);
  const access = consoleAccess({
    token: readToken(),
    userInfo,
    otpMarker: localStorage.getItem(storageKeys.otpVerify),
    pathname: '/console',
  });
  if (access === 'logout') return <Navigate to="/" replace />;
  if (access === 'login') return <Navigate to="/login" replace />;
  if (access === 'change-password') return <Navigate to={changePasswordPath} replace />;
  if (access === 'home') return <Navigate to="/home" replace />;

  // A tab for some levels only is neither listed nor routed for the others (the server refuses their calls anyway).
  const sections = consoleSections.filter((s) => !s.roles || s.roles.some((role) => role === userInfo?.role));

  const logout = async () => {
    // The token ends on the server too; the local logout follows whatever it answers.
    await api.user.logout({ user_id: userInfo?.user_id, token: readToken() ?? undefined }).catch(() => undefined);
    logOut('/');
  };

  return (
    <div className="console">
      <header className="console-head">
        <h1>Console</h1>
        <span>
          {userInfo?.user_name} ({String(userInfo?.role)})
        </span>
        <button type="button" onClick={() => void logout()}>
          Logout
        </button>
      </header>
      <nav className="console-nav" aria-label="Console">
        {sections.map(({ path, label }) => (
          <NavLink key={path} to={`/console/${path}`} end={path === ''}>
            {label}
          </NavLink>
        ))}
      </nav>
      <main>
        <TotpNag />
        <Routes>
          {sections.map(({ path, Page }) => (
            <Route key={path} path={path === '' ? undefined : `${path}/*`} index={path === ''} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to="/console" replace />} />
        </Routes>
      </main>
    </div>
  );
}
