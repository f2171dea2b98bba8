import { describe, expect, it, vi } from 'vitest';
import { checkForUpdate, startUpdate } from './app-update.ts';
import { androidUpdateInfo, fakeAppUpdatePlugin } from './test/fake-plugins.ts';

const noMinimum = async () => ({ min_app_version: null, latest_app_version: null });
const minimum = (min: string) => async () => ({ min_app_version: min, latest_app_version: null });

describe('checkForUpdate', () => {
  it('offers a flexible update on Android when Play has a newer version', async () => {
    const { plugin } = fakeAppUpdatePlugin(androidUpdateInfo);
    await expect(checkForUpdate({ plugin, platform: 'android', getConfig: noMinimum })).resolves.toEqual({
      kind: 'optional',
      mode: 'flexible',
      currentVersion: '1.2.0',
      availableVersion: '14',
    });
  });

  it('offers an immediate update when Play allows only that', async () => {
    const { plugin } = fakeAppUpdatePlugin({ ...androidUpdateInfo, flexibleUpdateAllowed: false });
    const offer = await checkForUpdate({ plugin, platform: 'android', getConfig: noMinimum });
    expect(offer).toMatchObject({ kind: 'optional', mode: 'immediate' });
  });

  it('offers nothing when the installed version is the newest', async () => {
    const { plugin } = fakeAppUpdatePlugin({ ...androidUpdateInfo, updateAvailability: 1 });
    await expect(checkForUpdate({ plugin, platform: 'android', getConfig: noMinimum })).resolves.toEqual({
      kind: 'none',
    });
  });

  it('makes the update mandatory below the server’s minimum version', async () => {
    const { plugin } = fakeAppUpdatePlugin(androidUpdateInfo);
    await expect(
      checkForUpdate({ plugin, platform: 'android', getConfig: minimum('1.10.0') }),
    ).resolves.toEqual({
      kind: 'mandatory',
      mode: 'immediate',
      currentVersion: '1.2.0',
      minVersion: '1.10.0',
    });
    // At or above the minimum it is only offered.
    const offer = await checkForUpdate({ plugin, platform: 'android', getConfig: minimum('1.2.0') });
    expect(offer.kind).toBe('optional');
  });

  it('on iOS sends to the App Store, optional or mandatory', async () => {
    const ios = {
      currentVersionName: '2.0.0',
      currentVersionCode: '20',
      availableVersionName: '2.1.0',
      updateAvailability: 2,
    };
    const { plugin } = fakeAppUpdatePlugin(ios);
    await expect(checkForUpdate({ plugin, platform: 'ios', getConfig: noMinimum })).resolves.toEqual({
      kind: 'optional',
      mode: 'store',
      currentVersion: '2.0.0',
      availableVersion: '2.1.0',
    });
    const offer = await checkForUpdate({ plugin, platform: 'ios', getConfig: minimum('2.1') });
    expect(offer).toMatchObject({ kind: 'mandatory', mode: 'store' });
  });

  it('still enforces the minimum when the store cannot be asked', async () => {
    const { plugin, fake } = fakeAppUpdatePlugin(androidUpdateInfo);
    fake.getAppUpdateInfo.mockRejectedValue(new Error('not installed from Play'));
    const offer = await checkForUpdate({
      plugin,
      platform: 'android',
      getConfig: minimum('2.0.0'),
      installedVersion: async () => '1.0.0',
    });
    expect(offer).toEqual({ kind: 'mandatory', mode: 'store', currentVersion: '1.0.0', minVersion: '2.0.0' });
  });

  it('offers to finish a flexible update that has downloaded', async () => {
    const { plugin } = fakeAppUpdatePlugin({ ...androidUpdateInfo, installStatus: 11 });
    const offer = await checkForUpdate({ plugin, platform: 'android', getConfig: noMinimum });
    expect(offer).toMatchObject({ kind: 'optional', mode: 'restart' });
  });

  it('offers nothing on the web and when the server cannot be reached', async () => {
    const { plugin, fake } = fakeAppUpdatePlugin(androidUpdateInfo);
    await expect(checkForUpdate({ plugin, platform: 'web', getConfig: noMinimum })).resolves.toEqual({
      kind: 'none',
    });
    expect(fake.getAppUpdateInfo).not.toHaveBeenCalled();
    const offer = await checkForUpdate({
      plugin,
      platform: 'android',
      getConfig: () => Promise.reject(new Error('offline')),
    });
    expect(offer.kind).toBe('optional');
  });
});

describe('startUpdate', () => {
  it('immediate: runs Play’s full-screen update', async () => {
    const { plugin, fake } = fakeAppUpdatePlugin(androidUpdateInfo);
    await expect(startUpdate(plugin, 'immediate')).resolves.toBe(true);
    expect(fake.performImmediateUpdate).toHaveBeenCalledTimes(1);
  });

  it('immediate: answers false when the user cancels', async () => {
    const { plugin } = fakeAppUpdatePlugin(androidUpdateInfo, { code: 1 });
    await expect(startUpdate(plugin, 'immediate')).resolves.toBe(false);
  });

  it('flexible: downloads in the background, says when it is ready, then completes on restart', async () => {
    const { plugin, fake, emitState } = fakeAppUpdatePlugin(androidUpdateInfo);
    const onDownloaded = vi.fn();
    await expect(startUpdate(plugin, 'flexible', { onDownloaded })).resolves.toBe(true);
    expect(fake.startFlexibleUpdate).toHaveBeenCalledTimes(1);
    emitState(2); // downloading
    expect(onDownloaded).not.toHaveBeenCalled();
    emitState(11); // downloaded
    expect(onDownloaded).toHaveBeenCalledTimes(1);
    await startUpdate(plugin, 'restart');
    expect(fake.completeFlexibleUpdate).toHaveBeenCalledTimes(1);
  });

  it('store: opens the store page (iOS)', async () => {
    const { plugin, fake } = fakeAppUpdatePlugin({});
    await expect(startUpdate(plugin, 'store')).resolves.toBe(true);
    expect(fake.openAppStore).toHaveBeenCalledTimes(1);
    expect(fake.performImmediateUpdate).not.toHaveBeenCalled();
  });
});
