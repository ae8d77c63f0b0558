import { Outlet, ScrollRestoration } from 'react-router';
import { useScrollReset } from '@/lib/use-scroll-reset';

/**
 * Around every layout: a new page opens at the top and Back returns to where she was (React
 * Router's scroll restoration), and the spec's delayed reset catches what scrolls the page
 * while it settles.
 */
export function AppRoot() {
  useScrollReset();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
