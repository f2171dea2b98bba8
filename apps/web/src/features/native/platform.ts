export type Platform = 'android' | 'ios' | 'web';

interface NativeBridgeWindow {
  CapacitorCustomPlatform?: { name?: string } | null;
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/**
 * The platform as @capacitor/core itself tells it (a custom platform, or the bridge the Android or iOS
 * shell injects before the page runs), read without importing @capacitor/core: the check runs on every
 * first load of the web app, which should not carry Capacitor's runtime for it.
 */
function platformId(): string {
  if (typeof window === 'undefined') return 'web';
  const win = window as unknown as NativeBridgeWindow;
  if (win.CapacitorCustomPlatform?.name) return win.CapacitorCustomPlatform.name;
  if (win.androidBridge) return 'android';
  if (win.webkit?.messageHandlers?.bridge) return 'ios';
  return 'web';
}

/** True inside the Android or iOS app; the web (and the installed web app) answers false. */
export function isNativePlatform(): boolean {
  return platformId() !== 'web';
}

export function currentPlatform(): Platform {
  const platform = platformId();
  return platform === 'android' || platform === 'ios' ? platform : 'web';
}
