import type { Config } from '../../config.ts';
import { FcmPushSender, type MessagingClient, type PushLog } from './fcm-sender.ts';
import { LogPushSender, type PushSender } from './sender.ts';

const FIREBASE_APP_NAME = 'samaj-push';

/**
 * firebase-admin's messaging client, loaded on the first push: the SDK is large and most runs (development,
 * tests, a server without credentials) never need it.
 */
export function lazyFirebaseMessaging(credentials: { json: string } | { path: string }): MessagingClient {
  let client: Promise<MessagingClient> | undefined;
  const get = () =>
    (client ??= (async () => {
      const { cert, getApps, initializeApp } = await import('firebase-admin/app');
      const { getMessaging } = await import('firebase-admin/messaging');
      const credential = cert('json' in credentials ? JSON.parse(credentials.json) : credentials.path);
      const app =
        getApps().find((a) => a.name === FIREBASE_APP_NAME) ??
        initializeApp({ credential }, FIREBASE_APP_NAME);
      return getMessaging(app);
    })());
  return {
    send: async (message) => (await get()).send(message),
    sendEachForMulticast: async (message) => (await get()).sendEachForMulticast(message),
    subscribeToTopic: async (tokens, topic) => (await get()).subscribeToTopic(tokens, topic),
  };
}

/** FCM when service-account credentials are set (FCM_SERVICE_ACCOUNT_JSON, GOOGLE_APPLICATION_CREDENTIALS), else the log sender. */
export function createPushSender(config: Config, log: PushLog = () => {}): PushSender {
  if (config.FCM_SERVICE_ACCOUNT_JSON) {
    return new FcmPushSender(lazyFirebaseMessaging({ json: config.FCM_SERVICE_ACCOUNT_JSON }), log);
  }
  if (config.GOOGLE_APPLICATION_CREDENTIALS) {
    return new FcmPushSender(lazyFirebaseMessaging({ path: config.GOOGLE_APPLICATION_CREDENTIALS }), log);
  }
  return new LogPushSender((line) => log('info', line));
}
