import { Outlet } from 'react-router';
import { useScrollReset } from '@/lib/use-scroll-reset';

/** Around every layout: a new page opens at the top, and Back returns to where she was (spec §9). */
export function AppRoot() {
  useScrollReset();
  return <Outlet />;
}
