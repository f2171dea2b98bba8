import { useSyncExternalStore } from 'react';
import { liveStreamStatus, onLiveStreamStatus } from '../../../lib/live-events.ts';

/** Whether the tab's live stream is open (lib/live-events.ts): the thread asks again while it is not. */
export function useStreamOpen(): boolean {
  return useSyncExternalStore(onLiveStreamStatus, () => liveStreamStatus() === 'open');
}

/** The browser's online state, following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    () => navigator.onLine,
  );
}
