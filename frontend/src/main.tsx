import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition renders in slices, yielding to the browser between them: the first render never
// blocks a tap (Quick exit's included) for long, while the loading shell of index.html stays on
// screen until the app's first screen is ready (issue 37, "No long tasks").
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});

// The installed app (issue 37): the service worker keeps the app's code and shell for the next
// visit. Registered once the page has loaded, with code that loads only then.
window.addEventListener(
  'load',
  () => void import('./app/service-worker').then((worker) => worker.startServiceWorker()),
  {
    once: true,
  },
);
