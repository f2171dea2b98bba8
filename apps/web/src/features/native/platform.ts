import { Capacitor } from '@capacitor/core';

export type Platform = 'android' | 'ios' | 'web';

/** True inside the Android or iOS app; the web (and the installed web app) answers false. */
export function isNativePlatform(): boolean {
  return Capacitor.isNativePlatform();
}

export function currentPlatform(): Platform {
  const platform = Capacitor.getPlatform();
  return platform === 'android' || platform === 'ios' ? platform : 'web';
}
