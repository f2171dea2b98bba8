// Mantine's global styles; each component's CSS comes with the component (src/build/mantine-css.ts).
import 'virtual:mantine-styles';
import './lib/i18n.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadSignedInLinks } from './app/layouts/site-header.tsx';
import { pageData } from './app/page-data.ts';
import { queryClient } from './lib/query-client.ts';
import { currentUserQueryOptions } from './lib/current-user.ts';
import { useSession } from './lib/session.ts';
import { installErrorReporting } from './lib/error-reporting.ts';
import { startPageData } from './lib/page-data.ts';

// Uncaught errors of the built app go to the server, which forwards them to SENTRY_DSN when it is set.
if (import.meta.env.PROD) installErrorReporting();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A logged-in visit: the user (and their profiles) is asked for now, not after the page's chunks load,
// and so is the header's chunk of the signed-in links (messages, bell), which the first load leaves out.
const signedIn = Boolean(useSession.getState().token);
if (signedIn) {
  void queryClient.prefetchQuery(currentUserQueryOptions());
  void loadSignedInLinks();
}
// The page's data is asked for before React renders (its queries would only start once the first render
// is committed, a member page's once the router has loaded its area and run its loader): the answer is
// often there for the first render, with no skeleton first. The same table's entries are the routes'
// loaders, which then find the requests under way (app/page-data.ts, decision 053).
startPageData(pageData, window.location.href, signedIn);

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
