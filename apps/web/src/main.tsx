import './lib/zod-config.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './lib/i18n.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchHomePage } from './app/routes/home-page.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (window.location.pathname === '/') prefetchHomePage();

// The first render as a transition: React renders it in short slices, yielding to the browser between
// them, rather than in one long task that keeps the page from answering input.
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
