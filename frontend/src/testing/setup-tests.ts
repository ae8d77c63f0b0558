import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Waits on what the page shows, not on the clock: a busy two-core machine can take seconds to
// render a route's first screen, and a test must not fail because the machine is busy.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout and no scrolling: the app's scroll resets (spec §9) call a stand-in,
// which tests may inspect.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
