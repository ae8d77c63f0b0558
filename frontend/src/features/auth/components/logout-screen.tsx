import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { logOut } from '../api/log-out';
import { authMessages } from '../auth-errors';

/** Spec §2 "/logout" and §8 "Logout failure". */
export function LogoutScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  // The router's first entry of a tab has the key "default": there is nothing to go back to.
  const canGoBack = location.key !== 'default';
  // StrictMode runs effects twice in development; log out once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logOut().then(
      () => navigate(paths.auth.login.getHref(), { replace: true }),
      () => {
        window.alert(authMessages.logoutFailed);
        if (canGoBack) void navigate(-1);
        else void navigate(paths.app.home.getHref(), { replace: true });
      },
    );
  }, [canGoBack, navigate]);

  return <Spinner label="Logging you out…" className="min-h-[40vh]" />;
}
