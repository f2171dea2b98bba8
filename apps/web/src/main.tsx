// Mantine's global styles; each component's CSS comes with the component (src/build/mantine-css.ts).
import 'virtual:mantine-styles';
import './lib/i18n.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchHomePage } from './app/routes/home-page.tsx';
import { hallsQueryOptions } from './api/halls.ts';
import { queryClient } from './lib/query-client.ts';
import { currentUserQueryOptions } from './lib/current-user.ts';
import { useSession } from './lib/session.ts';
import { installErrorReporting } from './lib/error-reporting.ts';
import { paths as hallsPaths } from './features/halls/paths.ts';
import { paths as matrimonialPaths } from './features/matrimonial/paths.ts';

// Uncaught errors of the built app go to the server, which forwards them to SENTRY_DSN when it is set.
if (import.meta.env.PROD) installErrorReporting();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The public pages' data is asked for before React renders (the pages' own queries would only start once
// the first render is committed): the answer is often there for the first render, with no skeleton first.
const prefetchFor: Record<string, () => void> = {
  '/': prefetchHomePage,
  [hallsPaths.list]: () => void queryClient.prefetchQuery(hallsQueryOptions()),
};
prefetchFor[window.location.pathname]?.();
// A logged-in visit: the user (and their profiles) is asked for now, not after the page's chunks load; on
// the match search or a profile, that page's data too, not once the router has run the page's loader.
if (useSession.getState().token) {
  void queryClient.prefetchQuery(currentUserQueryOptions());
  if (window.location.pathname.toLowerCase().startsWith(`${matrimonialPaths.dashboard}/`)) {
    // A failed import (offline) is left to the page, which loads the same chunk and shows its error.
    import('./features/matrimonial/prefetch.ts')
      .then((m) => m.prefetchAtStart(window.location.href))
      .catch(() => undefined);
  }
}

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
