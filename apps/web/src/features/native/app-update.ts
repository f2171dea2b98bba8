import type { AppUpdateInfo, AppUpdatePlugin } from '@capawesome/capacitor-app-update';
import { compareVersions, type AppConfig } from '@samaj/shared';
import type { Platform } from './platform.ts';

/**
 * The part of @capawesome/capacitor-app-update this app uses, passed in (never imported here) so the web
 * build carries none of it and tests drive it with a fake.
 */
export type AppUpdatePluginLike = Pick<
  AppUpdatePlugin,
  | 'getAppUpdateInfo'
  | 'performImmediateUpdate'
  | 'startFlexibleUpdate'
  | 'completeFlexibleUpdate'
  | 'openAppStore'
  | 'addListener'
>;

/* The plugin's enum values, copied: importing its enums would bring the plugin into the web build. */
const UPDATE_AVAILABLE = 2;
const UPDATE_IN_PROGRESS = 3;
const INSTALL_DOWNLOADED = 11;
const RESULT_OK = 0;

/**
 * How the update is made: Android's in-app updates (immediate: a full-screen Play flow; flexible: a
 * download in the background, then a restart), or the store page (iOS, or when Play allows neither);
 * `restart` finishes a flexible update that has already downloaded.
 */
export type UpdateMode = 'immediate' | 'flexible' | 'store' | 'restart';

export type UpdateOffer =
  | { kind: 'none' }
  /** A newer version is there; the user may take it later. */
  | { kind: 'optional'; mode: UpdateMode; currentVersion: string; availableVersion: string | null }
  /** The installed version is below the server's minimum: nothing else until it is updated. */
  | { kind: 'mandatory'; mode: UpdateMode; currentVersion: string; minVersion: string };

export interface AppUpdateDeps {
  plugin: AppUpdatePluginLike;
  platform: Platform;
  /** GET /api/app/config; a failure means "no minimum known". */
  getConfig: () => Promise<AppConfig>;
  /** The installed version when the store cannot be asked (e.g. a build not installed from a store). */
  installedVersion?: () => Promise<string | null>;
}

function storeVersion(info: AppUpdateInfo): string | null {
  return info.availableVersionName ?? info.availableVersionCode ?? null;
}

/** On start: asks the store and the server whether this app should, or must, update, and how. */
export async function checkForUpdate(deps: AppUpdateDeps): Promise<UpdateOffer> {
  if (deps.platform === 'web') return { kind: 'none' };
  const [info, config] = await Promise.all([
    deps.plugin.getAppUpdateInfo().catch(() => null),
    deps.getConfig().catch(() => null),
  ]);
  const currentVersion =
    info?.currentVersionName ?? (await deps.installedVersion?.().catch(() => null)) ?? null;
  if (!currentVersion) return { kind: 'none' };
  const android = deps.platform === 'android';

  const minVersion = config?.min_app_version ?? null;
  if (minVersion && compareVersions(currentVersion, minVersion) < 0) {
    return {
      kind: 'mandatory',
      mode: android && info?.immediateUpdateAllowed ? 'immediate' : 'store',
      currentVersion,
      minVersion,
    };
  }

  if (info) {
    if (android && info.installStatus === INSTALL_DOWNLOADED) {
      return { kind: 'optional', mode: 'restart', currentVersion, availableVersion: storeVersion(info) };
    }
    if (info.updateAvailability === UPDATE_AVAILABLE || info.updateAvailability === UPDATE_IN_PROGRESS) {
      const mode: UpdateMode = !android
        ? 'store'
        : info.flexibleUpdateAllowed
          ? 'flexible'
          : info.immediateUpdateAllowed
            ? 'immediate'
            : 'store';
      return { kind: 'optional', mode, currentVersion, availableVersion: storeVersion(info) };
    }
    return { kind: 'none' };
  }

  // The store could not be asked: the server's newest version still tells whether there is one.
  const latest = config?.latest_app_version ?? null;
  if (latest && compareVersions(currentVersion, latest) < 0) {
    return { kind: 'optional', mode: 'store', currentVersion, availableVersion: latest };
  }
  return { kind: 'none' };
}

/**
 * Makes the update the offer names. Answers true when it went ahead (the app restarts, the store opened, or
 * a flexible download started: `onDownloaded` then fires once it can be installed with `restart`); false
 * when the user cancelled an in-app update.
 */
export async function startUpdate(
  plugin: AppUpdatePluginLike,
  mode: UpdateMode,
  events: { onDownloaded?: () => void } = {},
): Promise<boolean> {
  switch (mode) {
    case 'immediate': {
      const result = await plugin.performImmediateUpdate();
      return result.code === RESULT_OK;
    }
    case 'flexible': {
      const handle = await plugin.addListener('onFlexibleUpdateStateChange', (state) => {
        if (state.installStatus === INSTALL_DOWNLOADED) {
          void handle.remove();
          events.onDownloaded?.();
        }
      });
      const result = await plugin.startFlexibleUpdate();
      if (result.code !== RESULT_OK) await handle.remove();
      return result.code === RESULT_OK;
    }
    case 'restart':
      await plugin.completeFlexibleUpdate();
      return true;
    case 'store':
      await plugin.openAppStore();
      return true;
  }
}
