import { afterEach, describe, expect, it } from 'vitest';
import { currentPlatform, isNativePlatform } from './platform.ts';

const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete win.androidBridge;
  delete win.webkit;
  delete win.CapacitorCustomPlatform;
});

describe('platform', () => {
  it('is the web in a browser', () => {
    expect(isNativePlatform()).toBe(false);
    expect(currentPlatform()).toBe('web');
  });

  it('is Android when the Android shell has injected its bridge', () => {
    win.androidBridge = {};
    expect(isNativePlatform()).toBe(true);
    expect(currentPlatform()).toBe('android');
  });

  it('is iOS when the iOS shell has injected its message handler', () => {
    win.webkit = { messageHandlers: { bridge: {} } };
    expect(isNativePlatform()).toBe(true);
    expect(currentPlatform()).toBe('ios');
  });

  it('takes a custom platform as native but not as Android or iOS', () => {
    win.CapacitorCustomPlatform = { name: 'electron' };
    expect(isNativePlatform()).toBe(true);
    expect(currentPlatform()).toBe('web');
  });
});
