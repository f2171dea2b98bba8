import type { PushNotificationsPlugin } from '@capacitor/push-notifications';
import { paths as bookingPaths } from '../booking/paths.ts';
import { paths as matrimonialPaths } from '../matrimonial/paths.ts';
import { paths as jobsPaths } from '../jobs/paths.ts';
import { paths as newsPaths } from '../news/paths.ts';

/** The message product-spec section 8 gives for a refused push permission. */
export const PUSH_DENIED_MESSAGE = 'User denied permissions!';

/** The product's display time for a notification (product-spec section 9). */
export const FOREGROUND_NOTIFICATION_MS = 5000;

/**
 * The part of @capacitor/push-notifications this app uses. The plugin is passed in, never imported here,
 * so the web build carries none of it and tests drive the code with a fake.
 */
export type PushPlugin = Pick<
  PushNotificationsPlugin,
  'checkPermissions' | 'requestPermissions' | 'register' | 'unregister' | 'addListener'
>;

interface ListenerHandle {
  remove: () => Promise<void>;
}

/**
 * The screen a push is about, from its data ({ type, id }, as the server sends it); null when the push
 * names nothing the app knows.
 */
export function routeForPush(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, id } = data as { type?: unknown; id?: unknown };
  const ref = typeof id === 'string' && id.length > 0 ? encodeURIComponent(id) : null;
  switch (type) {
    case 'interest':
      return matrimonialPaths.interestedInMe;
    case 'interest_answered':
      return matrimonialPaths.interestsSentByMe;
    case 'profile':
      return matrimonialPaths.viewMyProfile;
    case 'picture':
      // A picture the office did not approve: the pictures page says why.
      return matrimonialPaths.pictures;
    case 'booking':
      return ref ? bookingPaths.viewBooking(id as string) : bookingPaths.myBookings;
    case 'news':
      return ref ? newsPaths.item(id as string) : '/';
    case 'job':
      return ref ? jobsPaths.job(id as string) : '/';
    case 'announcement':
      return '/';
    default:
      return null;
  }
}

export interface ForegroundNotification {
  title: string;
  message: string;
  autoClose: number;
}

async function removeAll(handles: ListenerHandle[]): Promise<void> {
  await Promise.all(handles.map((h) => h.remove()));
}

/**
 * From app start: a tapped push opens the screen it is about, and a push that arrives while the app is
 * open shows as an in-app notification (the phone shows none then). Answers a function that stops both.
 */
export async function listenForPushes(
  plugin: PushPlugin,
  deps: { navigate: (path: string) => void; notify: (notification: ForegroundNotification) => void },
): Promise<() => Promise<void>> {
  const handles: ListenerHandle[] = [
    await plugin.addListener('pushNotificationActionPerformed', (action) => {
      const path = routeForPush(action.notification.data);
      if (path) deps.navigate(path);
    }),
    await plugin.addListener('pushNotificationReceived', (notification) => {
      const title = notification.title ?? '';
      const message = notification.body ?? '';
      if (!title && !message) return;
      deps.notify({ title, message, autoClose: FOREGROUND_NOTIFICATION_MS });
    }),
  ];
  return () => removeAll(handles);
}

/**
 * After login: asks for the push permission when it is not settled yet, and throws
 * Error('User denied permissions!') when it is not granted. Otherwise registers the device; its token goes
 * to the server (device registration and the `news` topic) now and whenever it changes. Answers a
 * function that stops listening for tokens.
 */
export async function enablePush(
  plugin: PushPlugin,
  deps: { sendToken: (token: string) => Promise<void>; onError?: (error: unknown) => void },
): Promise<() => Promise<void>> {
  let permission = await plugin.checkPermissions();
  if (permission.receive === 'prompt' || permission.receive === 'prompt-with-rationale') {
    permission = await plugin.requestPermissions();
  }
  if (permission.receive !== 'granted') throw new Error(PUSH_DENIED_MESSAGE);

  const handles: ListenerHandle[] = [
    await plugin.addListener('registration', (token) => {
      deps.sendToken(token.value).catch((error: unknown) => deps.onError?.(error));
    }),
    await plugin.addListener('registrationError', (error) => deps.onError?.(new Error(error.error))),
  ];
  try {
    await plugin.register();
  } catch (error) {
    await removeAll(handles);
    throw error;
  }
  return () => removeAll(handles);
}

/** The token reaches both calls the spec names: the user's device, and the `news` topic. */
export async function sendDeviceToken(
  token: string,
  api: {
    registerDevice: (token: string) => Promise<void>;
    subscribeToNews: (token: string) => Promise<void>;
  },
): Promise<void> {
  await Promise.all([api.registerDevice(token), api.subscribeToNews(token)]);
}
