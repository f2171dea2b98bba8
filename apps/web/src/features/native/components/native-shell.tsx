import { useEffect, useState } from 'react';
import { loadNativePlugins, type NativePlugins } from '../native-plugins.ts';
import { currentPlatform, type Platform } from '../platform.ts';
import { AppUpdatePrompt } from './app-update-prompt.tsx';
import { PushBootstrap } from './push-bootstrap.tsx';

interface NativeShellProps {
  /** Opens an app route (a tapped push). Keep it stable: listeners are set up again when it changes. */
  navigate: (path: string) => void;
  /** Tests pass fakes; the app loads the Capacitor plugins. */
  loadPlugins?: () => Promise<NativePlugins>;
  platform?: Platform;
}

/** What only the Android and iOS app does: push notifications and the in-app update. */
export function NativeShell({ navigate, loadPlugins = loadNativePlugins, platform }: NativeShellProps) {
  const [plugins, setPlugins] = useState<NativePlugins | null>(null);
  useEffect(() => {
    let live = true;
    void loadPlugins().then((loaded) => {
      if (live) setPlugins(loaded);
    });
    return () => {
      live = false;
    };
  }, [loadPlugins]);

  if (!plugins) return null;
  return (
    <>
      <PushBootstrap plugin={plugins.push} navigate={navigate} />
      <AppUpdatePrompt
        plugin={plugins.appUpdate}
        platform={platform ?? currentPlatform()}
        installedVersion={plugins.installedVersion}
      />
    </>
  );
}
