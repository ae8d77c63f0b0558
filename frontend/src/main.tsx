import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

// The installed app (issue 37): the service worker keeps the app's code and shell for the next
// visit. Registered once the page has loaded, with code that loads only then.
window.addEventListener(
  'load',
  () => void import('./app/service-worker').then((worker) => worker.startServiceWorker()),
  {
    once: true,
  },
);
