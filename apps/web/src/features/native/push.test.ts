import { describe, expect, it, vi } from 'vitest';
import { enablePush, listenForPushes, PUSH_DENIED_MESSAGE, routeForPush, sendDeviceToken } from './push.ts';
import { fakePushPlugin } from './test/fake-plugins.ts';

const tap = (data: unknown) => ({ actionId: 'tap', notification: { id: '1', data } });

describe('enablePush', () => {
  it('asks for permission, registers, and sends the token to the device and topic calls', async () => {
    const push = fakePushPlugin({ check: 'prompt', request: 'granted', token: 'fcm-token-1' });
    const registerDevice = vi.fn(async () => {});
    const subscribeToNews = vi.fn(async () => {});
    await enablePush(push.plugin, {
      sendToken: (token) => sendDeviceToken(token, { registerDevice, subscribeToNews }),
    });
    expect(push.fake.requestPermissions).toHaveBeenCalledTimes(1);
    expect(push.fake.register).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(registerDevice).toHaveBeenCalledWith('fcm-token-1'));
    expect(subscribeToNews).toHaveBeenCalledWith('fcm-token-1');
  });

  it('does not ask again when permission is already granted, and listens before registering', async () => {
    const push = fakePushPlugin({ check: 'granted' });
    const stop = await enablePush(push.plugin, { sendToken: async () => {} });
    expect(push.fake.requestPermissions).not.toHaveBeenCalled();
    const registrationListener = push.fake.addListener.mock.invocationCallOrder[0]!;
    expect(registrationListener).toBeLessThan(push.fake.register.mock.invocationCallOrder[0]!);
    expect(push.listening('registration')).toBe(1);
    await stop();
    expect(push.listening('registration')).toBe(0);
  });

  it("throws 'User denied permissions!' when the user refuses, and registers nothing", async () => {
    const push = fakePushPlugin({ check: 'prompt', request: 'denied' });
    await expect(enablePush(push.plugin, { sendToken: async () => {} })).rejects.toThrow(
      new Error('User denied permissions!'),
    );
    expect(PUSH_DENIED_MESSAGE).toBe('User denied permissions!');
    expect(push.fake.register).not.toHaveBeenCalled();
  });

  it('throws the same message when permission was denied before (no second prompt)', async () => {
    const push = fakePushPlugin({ check: 'denied' });
    await expect(enablePush(push.plugin, { sendToken: async () => {} })).rejects.toThrow(
      'User denied permissions!',
    );
    expect(push.fake.requestPermissions).not.toHaveBeenCalled();
  });

  it('reports a failed token upload instead of losing it silently', async () => {
    const push = fakePushPlugin({ check: 'granted', token: 'fcm-token-2' });
    const onError = vi.fn();
    await enablePush(push.plugin, { sendToken: async () => Promise.reject(new Error('offline')), onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('offline')));
  });
});

describe('routeForPush', () => {
  it('opens the screen a push is about', () => {
    expect(routeForPush({ type: 'interest', id: 'i-1' })).toBe('/matrimonial/profiles/interested-in-me');
    expect(routeForPush({ type: 'booking', id: 'b-7' })).toBe('/booking/view-booking/b-7');
    expect(routeForPush({ type: 'news', id: 'n-3' })).toBe('/news/n-3');
    expect(routeForPush({ type: 'job', id: 'j-2' })).toBe('/job/j-2');
    expect(routeForPush({ type: 'profile', id: 'p-1' })).toBe('/matrimonial/view-my-profile');
    expect(routeForPush({ type: 'picture', id: 'x-1' })).toBe('/matrimonial/profile-pictures');
    expect(routeForPush({ type: 'announcement' })).toBe('/');
  });

  it('keeps ids inside their path segment and ignores what it does not know', () => {
    expect(routeForPush({ type: 'news', id: '../admin' })).toBe('/news/..%2Fadmin');
    expect(routeForPush({ type: 'unknown', id: 'x' })).toBeNull();
    expect(routeForPush(undefined)).toBeNull();
    expect(routeForPush('news')).toBeNull();
  });
});

describe('listenForPushes', () => {
  it('opens the right screen when a push is tapped', async () => {
    const push = fakePushPlugin();
    const navigate = vi.fn();
    await listenForPushes(push.plugin, { navigate, notify: vi.fn() });
    push.emit('pushNotificationActionPerformed', tap({ type: 'interest', id: 'i-9' }));
    push.emit('pushNotificationActionPerformed', tap({ type: 'booking', id: 'b-9' }));
    push.emit('pushNotificationActionPerformed', tap({ type: 'news', id: 'n-9' }));
    push.emit('pushNotificationActionPerformed', tap({ type: 'mystery' }));
    expect(navigate.mock.calls).toEqual([
      ['/matrimonial/profiles/interested-in-me'],
      ['/booking/view-booking/b-9'],
      ['/news/n-9'],
    ]);
  });

  it('shows a push that arrives while the app is open for 5000 ms', async () => {
    const push = fakePushPlugin();
    const notify = vi.fn();
    const stop = await listenForPushes(push.plugin, { navigate: vi.fn(), notify });
    push.emit('pushNotificationReceived', {
      id: '1',
      title: 'Booking confirmed',
      body: 'Your booking is confirmed.',
      data: { type: 'booking', id: 'b-1' },
    });
    expect(notify).toHaveBeenCalledWith({
      title: 'Booking confirmed',
      message: 'Your booking is confirmed.',
      autoClose: 5000,
    });
    await stop();
    push.emit('pushNotificationReceived', { id: '2', title: 'Again', body: 'x', data: {} });
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
