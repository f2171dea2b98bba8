import { lazy, Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

// The prompt (a floating notice, with Mantine's overlays: 28 kB gzip) loads only once a new build waits,
// not on every visit alongside the page's own chunks (decision 034).
const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })));

const HOUR = 60 * 60 * 1000;

/**
 * Registers the service worker and offers a new build once it waits. Web only: the app composes this
 * outside the native app, and tests never load it (the module it imports exists only in a Vite build).
 */
export function PwaUpdate() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // A tab left open for days still hears about new versions.
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, HOUR);
    },
  });
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt
        needRefresh={needRefresh}
        onUpdate={() => void updateServiceWorker(true)}
        onLater={() => setNeedRefresh(false)}
      />
    </Suspense>
  );
}
