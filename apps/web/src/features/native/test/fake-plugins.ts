import { vi } from 'vitest';
import type { AppUpdatePluginLike } from '../app-update.ts';
import type { PushPlugin } from '../push.ts';

type Listener = (payload: unknown) => void;

/** A stand-in for @capacitor/push-notifications: permissions as told, listeners kept, events fired by hand. */
export function fakePushPlugin(
  options: {
    check?: PermissionState | 'prompt-with-rationale';
    request?: PermissionState;
    token?: string;
  } = {},
) {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  const fake = {
    checkPermissions: vi.fn(async () => ({ receive: options.check ?? 'prompt' })),
    requestPermissions: vi.fn(async () => ({ receive: options.request ?? 'granted' })),
    register: vi.fn(async () => {
      // Like the phone: the token arrives through the 'registration' event, after register().
      if (options.token) queueMicrotask(() => emit('registration', { value: options.token }));
    }),
    unregister: vi.fn(async () => {}),
    addListener: vi.fn(async (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
      return { remove: async () => void set.delete(listener) };
    }),
  };
  return {
    plugin: fake as unknown as PushPlugin,
    fake,
    emit,
    listening: (event: string) => listeners.get(event)?.size ?? 0,
  };
}

/** A stand-in for @capawesome/capacitor-app-update. */
export function fakeAppUpdatePlugin(info: Record<string, unknown>, results: { code?: number } = {}) {
  const listeners = new Set<(state: { installStatus: number }) => void>();
  const fake = {
    getAppUpdateInfo: vi.fn(async () => info),
    performImmediateUpdate: vi.fn(async () => ({ code: results.code ?? 0 })),
    startFlexibleUpdate: vi.fn(async () => ({ code: results.code ?? 0 })),
    completeFlexibleUpdate: vi.fn(async () => {}),
    openAppStore: vi.fn(async () => {}),
    addListener: vi.fn(async (_event: string, listener: (state: { installStatus: number }) => void) => {
      listeners.add(listener);
      return { remove: async () => void listeners.delete(listener) };
    }),
  };
  return {
    plugin: fake as unknown as AppUpdatePluginLike,
    fake,
    emitState: (installStatus: number) => {
      for (const listener of [...listeners]) listener({ installStatus });
    },
  };
}

/** Android's answer when Play has a newer version (updateAvailability 2). */
export const androidUpdateInfo = {
  currentVersionName: '1.2.0',
  currentVersionCode: '12',
  availableVersionCode: '14',
  updateAvailability: 2,
  immediateUpdateAllowed: true,
  flexibleUpdateAllowed: true,
};
