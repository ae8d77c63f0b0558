import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Waits on what the page shows, not on the clock: a busy two-core machine can take seconds to
// render a route's first screen, and a test must not fail because the machine is busy.
configure({ asyncUtilTimeout: 10_000 });
