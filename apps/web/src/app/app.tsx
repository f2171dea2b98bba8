import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { isNativePlatform } from '../features/native/platform.ts';
import { saveDataOn } from '../lib/save-data.ts';
import { useSession } from '../lib/session.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

// One or the other, each its own chunk: the native app's push and update code never reaches the web, and
// the service worker is never registered inside the native app. Nor when the visitor saves data
// (lib/save-data.ts): installing it downloads the whole app ahead of need (its precache); a service
// worker installed on an earlier visit keeps working.
const NativeShell = lazy(() =>
  import('../features/native/components/native-shell.tsx').then((m) => ({ default: m.NativeShell })),
);
const PwaUpdate = lazy(() =>
  import('../features/pwa/components/pwa-update.tsx').then((m) => ({ default: m.PwaUpdate })),
);
// Signed in only, so the live stream and the conversations' cache updates stay off the first load of
// the public pages (the 150 kB goal: docs/deploy.md, decision 029).
const LiveUpdates = lazy(() => import('./live-updates.tsx').then((m) => ({ default: m.LiveUpdates })));

export function App() {
  const [router] = useState(createAppRouter);
  const [navigate] = useState(() => (path: string) => void router.navigate(path));
  const signedIn = useSession((state) => state.token !== null);
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <Suspense fallback={null}>{signedIn && <LiveUpdates />}</Suspense>
      <Suspense fallback={null}>
        {isNativePlatform() ? <NativeShell navigate={navigate} /> : !saveDataOn() && <PwaUpdate />}
      </Suspense>
    </AppProviders>
  );
}
