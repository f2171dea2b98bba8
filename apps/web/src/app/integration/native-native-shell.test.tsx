import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers.tsx';
import { useSession } from '../../lib/session.ts';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { logInAs } from '../../test/session.ts';
import type { NativePlugins } from '../../features/native/native-plugins.ts';
import type { Platform } from '../../features/native/platform.ts';
import {
  androidUpdateInfo,
  fakeAppUpdatePlugin,
  fakePushPlugin,
} from '../../features/native/test/fake-plugins.ts';
import { NativeShell } from '../../features/native/components/native-shell.tsx';

function renderShell(
  push: ReturnType<typeof fakePushPlugin>,
  update = fakeAppUpdatePlugin({ ...androidUpdateInfo, updateAvailability: 1 }),
  platform: Platform = 'android',
) {
  const navigate = vi.fn();
  const plugins: NativePlugins = {
    push: push.plugin,
    appUpdate: update.plugin,
    installedVersion: async () => '1.2.0',
  };
  const loadPlugins = async () => plugins;
  render(
    <AppProviders env="test">
      <NativeShell navigate={navigate} loadPlugins={loadPlugins} platform={platform} />
    </AppProviders>,
  );
  return { navigate };
}

const config =
  (min: string | null = null) =>
  () =>
    json({ min_app_version: min, latest_app_version: null });

describe('NativeShell: push', () => {
  it('after login registers the device and sends its token to both calls', async () => {
    const fetch = mockFetch({
      'GET /api/app/config': config(),
      'POST /api/matrimonial/register-device': () => json(null, 204),
      'POST /api/fcm-topic-subscribe': () => json(null, 204),
    });
    logInAs();
    const push = fakePushPlugin({ check: 'prompt', request: 'granted', token: 'fcm-abc' });
    renderShell(push);
    await vi.waitFor(() => expect(push.fake.register).toHaveBeenCalled());
    await vi.waitFor(() => {
      const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
      expect(posts.map(([url, init]) => [url, JSON.parse(String(init?.body))])).toEqual([
        ['/api/matrimonial/register-device', { device_token: 'fcm-abc' }],
        ['/api/fcm-topic-subscribe', { device_token: 'fcm-abc' }],
      ]);
    });
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/matrimonial/register-device')!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  });

  it('asks nothing before login, and unregisters the device on logout', async () => {
    mockFetch({
      'GET /api/app/config': config(),
      'POST /api/matrimonial/register-device': () => json(null, 204),
      'POST /api/fcm-topic-subscribe': () => json(null, 204),
    });
    const push = fakePushPlugin({ check: 'granted', token: 't' });
    renderShell(push);
    await vi.waitFor(() => expect(push.listening('pushNotificationActionPerformed')).toBe(1));
    expect(push.fake.checkPermissions).not.toHaveBeenCalled();
    act(() => logInAs());
    await vi.waitFor(() => expect(push.fake.register).toHaveBeenCalledTimes(1));
    act(() => useSession.setState({ user: null, token: null }));
    await vi.waitFor(() => expect(push.fake.unregister).toHaveBeenCalledTimes(1));
  });

  it('explains why pushes matter when permission is refused, without blocking the app', async () => {
    mockFetch({ 'GET /api/app/config': config() });
    logInAs();
    const push = fakePushPlugin({ check: 'prompt', request: 'denied' });
    renderShell(push);
    const notice = await screen.findByRole('status', { name: 'Notifications are off' });
    expect(notice).toHaveTextContent(/shows interest in your profile/);
    expect(push.fake.register).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('status', { name: 'Notifications are off' })).not.toBeInTheDocument();
  });

  it('shows a push received in the foreground as an in-app notification', async () => {
    mockFetch({ 'GET /api/app/config': config() });
    const push = fakePushPlugin();
    renderShell(push);
    await vi.waitFor(() => expect(push.listening('pushNotificationReceived')).toBe(1));
    act(() =>
      push.emit('pushNotificationReceived', {
        id: '1',
        title: 'New interest',
        body: 'Zara Memon is interested in your profile.',
        data: { type: 'interest', id: 'i-1' },
      }),
    );
    expect(await screen.findByText('Zara Memon is interested in your profile.')).toBeInTheDocument();
    expect(screen.getByText('New interest')).toBeInTheDocument();
  });

  it('opens the screen of a tapped push', async () => {
    mockFetch({ 'GET /api/app/config': config() });
    const push = fakePushPlugin();
    const { navigate } = renderShell(push);
    await vi.waitFor(() => expect(push.listening('pushNotificationActionPerformed')).toBe(1));
    push.emit('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '1', data: { type: 'booking', id: 'b-42' } },
    });
    expect(navigate).toHaveBeenCalledWith('/booking/view-booking/b-42');
  });
});

describe('NativeShell: in-app update', () => {
  it('offers a newer version, which the user may take later', async () => {
    mockFetch({ 'GET /api/app/config': config() });
    const update = fakeAppUpdatePlugin(androidUpdateInfo);
    renderShell(fakePushPlugin(), update);
    const notice = await screen.findByRole('status', { name: 'A new version of Samaj is available' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status', { name: /new version/ })).not.toBeInTheDocument();
    expect(update.fake.startFlexibleUpdate).not.toHaveBeenCalled();
  });

  it('starts a flexible update, then offers the restart once downloaded', async () => {
    mockFetch({ 'GET /api/app/config': config() });
    const update = fakeAppUpdatePlugin(androidUpdateInfo);
    renderShell(fakePushPlugin(), update);
    const notice = await screen.findByRole('status', { name: 'A new version of Samaj is available' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Update' }));
    expect(update.fake.startFlexibleUpdate).toHaveBeenCalledTimes(1);
    act(() => update.emitState(11));
    const ready = await screen.findByRole('status', { name: 'The update is downloaded' });
    await userEvent.click(within(ready).getByRole('button', { name: 'Restart now' }));
    expect(update.fake.completeFlexibleUpdate).toHaveBeenCalledTimes(1);
  });

  it('blocks the app below the minimum version, with "Update" as the only way on', async () => {
    mockFetch({ 'GET /api/app/config': config('1.5.0') });
    const update = fakeAppUpdatePlugin(androidUpdateInfo, { code: 1 });
    renderShell(fakePushPlugin(), update);
    const dialog = await screen.findByRole('dialog', { name: 'Please update Samaj' });
    expect(dialog).toHaveTextContent('(1.2.0)');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Update']);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Please update Samaj' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(update.fake.performImmediateUpdate).toHaveBeenCalledTimes(1);
    // Cancelled in Play's screen: still blocked.
    expect(screen.getByRole('dialog', { name: 'Please update Samaj' })).toBeInTheDocument();
  });

  it('on iOS opens the App Store', async () => {
    mockFetch({ 'GET /api/app/config': config() });
    const update = fakeAppUpdatePlugin({
      currentVersionName: '1.0.0',
      currentVersionCode: '1',
      availableVersionName: '1.1.0',
      updateAvailability: 2,
    });
    renderShell(fakePushPlugin(), update, 'ios');
    const notice = await screen.findByRole('status', { name: 'A new version of Samaj is available' });
    expect(notice).toHaveTextContent('Version 1.1.0');
    await userEvent.click(within(notice).getByRole('button', { name: 'Update' }));
    expect(update.fake.openAppStore).toHaveBeenCalledTimes(1);
    expect(update.fake.startFlexibleUpdate).not.toHaveBeenCalled();
  });
});
