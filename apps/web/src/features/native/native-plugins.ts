import type { AppUpdatePluginLike } from './app-update.ts';
import type { PushPlugin } from './push.ts';

export interface NativePlugins {
  push: PushPlugin;
  appUpdate: AppUpdatePluginLike;
  /** The installed version (Android versionName, iOS CFBundleShortVersionString). */
  installedVersion: () => Promise<string | null>;
}

/** The Capacitor plugins, loaded on demand: only the native app ever calls this. */
export async function loadNativePlugins(): Promise<NativePlugins> {
  const [{ PushNotifications }, { AppUpdate }, { App }] = await Promise.all([
    import('@capacitor/push-notifications'),
    import('@capawesome/capacitor-app-update'),
    import('@capacitor/app'),
  ]);
  return {
    push: PushNotifications,
    appUpdate: AppUpdate,
    installedVersion: async () => (await App.getInfo()).version,
  };
}
