/**
 * Navigation for code that runs outside React (the Apollo link, `apiFetch`, the auth state).
 * The app registers its data router here, so a session ending mid-request moves the user
 * with the router (no full page reload, loaders still run).
 */
type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null) {
  navigator = navigate;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}) {
  if (navigator) {
    void navigator(to, options);
  } else if (typeof window !== 'undefined') {
    window.location.assign(to);
  }
}
