import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, openTestDatabase, type TestApp } from '../../../test/support/app.ts';
import { buildApp } from '../../app.ts';
import { ConfigError, parseConfig } from '../../config.ts';
import { contextOf } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { createPushSender } from './create-sender.ts';
import {
  FcmPushSender,
  type FcmBatchResponse,
  type FcmError,
  type FcmMessage,
  type FcmMulticastMessage,
  type MessagingClient,
} from './fcm-sender.ts';
import { LogPushSender } from './sender.ts';
import { pushToUser } from '../devices/service.ts';
import { pushToTopic } from './service.ts';

/** A messaging client that records calls and answers per token as told. */
class FakeMessaging implements MessagingClient {
  readonly sent: FcmMessage[] = [];
  readonly multicasts: FcmMulticastMessage[] = [];
  readonly subscribed: { tokens: string[]; topic: string }[] = [];
  /** Token → the error FCM reports for it. */
  failures = new Map<string, FcmError>();
  subscribeFailure: FcmError | undefined;

  async send(message: FcmMessage) {
    this.sent.push(message);
    return `projects/demo/messages/${this.sent.length}`;
  }
  async sendEachForMulticast(message: FcmMulticastMessage): Promise<FcmBatchResponse> {
    this.multicasts.push(message);
    const responses = message.tokens.map((token) => {
      const error = this.failures.get(token);
      return error ? { success: false, error } : { success: true };
    });
    const failureCount = responses.filter((r) => !r.success).length;
    return { successCount: responses.length - failureCount, failureCount, responses };
  }
  async subscribeToTopic(tokens: string[], topic: string) {
    this.subscribed.push({ tokens, topic });
    const errors = this.subscribeFailure
      ? tokens.map((_, index) => ({ index, error: this.subscribeFailure! }))
      : [];
    return { successCount: tokens.length - errors.length, failureCount: errors.length, errors };
  }
}

const notRegistered = { code: 'messaging/registration-token-not-registered', message: 'gone' };
const message = {
  title: 'New interest',
  body: 'Someone likes a profile.',
  data: { type: 'interest', id: 'i-1' },
};

describe('FcmPushSender', () => {
  it('sends to device tokens with the notification and its routing data', async () => {
    const fake = new FakeMessaging();
    const sender = new FcmPushSender(fake);
    const answer = await sender.sendToTokens(['token-a', 'token-b'], message);
    expect(answer).toEqual({ invalidTokens: [] });
    expect(fake.multicasts).toHaveLength(1);
    expect(fake.multicasts[0]).toMatchObject({
      tokens: ['token-a', 'token-b'],
      notification: { title: 'New interest', body: 'Someone likes a profile.' },
      data: { type: 'interest', id: 'i-1' },
      android: { priority: 'high' },
    });
    expect(sender.kind).toBe('fcm');
  });

  it('answers the tokens FCM reports invalid, and only those', async () => {
    const fake = new FakeMessaging();
    fake.failures.set('gone', notRegistered);
    fake.failures.set('garbled', { code: 'messaging/invalid-registration-token', message: 'bad' });
    fake.failures.set('empty', { code: 'messaging/invalid-argument', message: 'bad' });
    fake.failures.set('busy', { code: 'messaging/internal-error', message: 'try later' });
    const warnings: string[] = [];
    const sender = new FcmPushSender(fake, (level, line) => level === 'warn' && warnings.push(line));
    const answer = await sender.sendToTokens(['ok', 'gone', 'garbled', 'empty', 'busy'], message);
    expect(answer.invalidTokens.sort()).toEqual(['empty', 'garbled', 'gone']);
    expect(warnings).toEqual([expect.stringContaining('messaging/internal-error')]);
  });

  it('splits more than 500 tokens into several multicasts', async () => {
    const fake = new FakeMessaging();
    const tokens = Array.from({ length: 1201 }, (_, i) => `t${i}`);
    fake.failures.set('t1200', notRegistered);
    const answer = await new FcmPushSender(fake).sendToTokens(tokens, message);
    expect(fake.multicasts.map((m) => m.tokens.length)).toEqual([500, 500, 201]);
    expect(answer.invalidTokens).toEqual(['t1200']);
  });

  it('sends to a topic with send({ topic })', async () => {
    const fake = new FakeMessaging();
    await new FcmPushSender(fake).sendToTopic('news', {
      title: 'Eid gathering',
      body: 'Friday',
      data: { type: 'news', id: 'n-1' },
    });
    expect(fake.sent).toEqual([
      expect.objectContaining({
        topic: 'news',
        notification: { title: 'Eid gathering', body: 'Friday' },
        data: { type: 'news', id: 'n-1' },
      }),
    ]);
  });

  it('subscribes tokens to a topic and throws when FCM refuses', async () => {
    const fake = new FakeMessaging();
    const sender = new FcmPushSender(fake);
    await sender.subscribeToTopic(['token-a'], 'news');
    expect(fake.subscribed).toEqual([{ tokens: ['token-a'], topic: 'news' }]);
    fake.subscribeFailure = { code: 'messaging/invalid-registration-token', message: 'bad' };
    await expect(sender.subscribeToTopic(['bad'], 'news')).rejects.toThrow(
      'messaging/invalid-registration-token',
    );
  });
});

describe('createPushSender', () => {
  const serviceAccount = JSON.stringify({
    project_id: 'samaj-demo',
    client_email: 'push@samaj-demo.iam.gserviceaccount.com',
    private_key: '-----BEGIN PRIVATE KEY-----\nnot-a-real-key\n-----END PRIVATE KEY-----\n',
  });

  it('chooses FCM when service-account credentials are set, the log sender otherwise', () => {
    const base = { NODE_ENV: 'test' };
    expect(createPushSender(parseConfig(base)).kind).toBe('log');
    expect(createPushSender(parseConfig({ ...base, FCM_SERVICE_ACCOUNT_JSON: serviceAccount })).kind).toBe(
      'fcm',
    );
    expect(
      createPushSender(parseConfig({ ...base, GOOGLE_APPLICATION_CREDENTIALS: '/secrets/fcm.json' })).kind,
    ).toBe('fcm');
  });

  it('stops start-up on credentials that are not a service account', () => {
    expect(() => parseConfig({ FCM_SERVICE_ACCOUNT_JSON: '{"project_id":"x"}' })).toThrow(ConfigError);
    expect(() => parseConfig({ FCM_SERVICE_ACCOUNT_JSON: 'not json' })).toThrow(/FCM_SERVICE_ACCOUNT_JSON/);
  });
});

describe('pushes through FCM', () => {
  let t: TestApp;
  let fake: FakeMessaging;
  let deps: TestApp['app']['deps'];

  beforeAll(async () => {
    t = await buildTestApp();
    fake = new FakeMessaging();
    deps = { ...t.app.deps, push: new FcmPushSender(fake) };
  });
  afterAll(() => t.close());

  const tokenOf = async (id: string) =>
    (await t.database.db.select({ token: users.fcmToken }).from(users).where(eq(users.id, id)))[0]!.token;
  const registerDevice = (headers: Record<string, string>, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/matrimonial/register-device',
      headers,
      payload: { device_token: token },
    });

  it("pushToUser sends to the user's device and keeps a token FCM accepts", async () => {
    const u = await createUser(t);
    expect((await registerDevice(u.headers, 'fcm-live')).statusCode).toBe(204);
    await pushToUser(contextOf(deps), { userId: u.id, message });
    expect(fake.multicasts.at(-1)).toMatchObject({ tokens: ['fcm-live'], data: message.data });
    expect(await tokenOf(u.id)).toBe('fcm-live');
  });

  it('pushToUser removes a token FCM reports as not registered', async () => {
    const u = await createUser(t);
    await registerDevice(u.headers, 'fcm-uninstalled');
    fake.failures.set('fcm-uninstalled', notRegistered);
    await pushToUser(contextOf(deps), { userId: u.id, message });
    expect(fake.multicasts.at(-1)?.tokens).toEqual(['fcm-uninstalled']);
    expect(await tokenOf(u.id)).toBeNull();
  });

  it('pushToTopic reaches the topic and swallows a failure', async () => {
    await pushToTopic(contextOf(deps), {
      topic: 'news',
      message: { title: 'Notice', body: 'Hall closed Monday' },
    });
    expect(fake.sent.at(-1)).toMatchObject({ topic: 'news', notification: { title: 'Notice' } });
    const failing = new FcmPushSender({
      send: async () => {
        throw new Error('network down');
      },
      sendEachForMulticast: (m) => fake.sendEachForMulticast(m),
      subscribeToTopic: (tokens, topic) => fake.subscribeToTopic(tokens, topic),
    });
    await expect(
      pushToTopic(contextOf({ ...deps, push: failing }), { topic: 'news', message }),
    ).resolves.toBeUndefined();
  });
});

describe('POST /api/fcm-topic-subscribe with the FCM sender', () => {
  it('subscribes the token to `news`, and answers 503 when FCM refuses', async () => {
    const database = await openTestDatabase();
    const fake = new FakeMessaging();
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/samaj-test-unused', LOG_LEVEL: 'silent' });
    const clock = new ManualClock(new Date());
    const app = await buildApp({ config, database, clock, push: new FcmPushSender(fake) });
    await app.ready();
    try {
      const u = await createUser({
        app,
        database,
        clock,
        config,
        push: new LogPushSender(),
        close: async () => {},
      });
      const ok = await app.inject({
        method: 'POST',
        url: '/api/fcm-topic-subscribe',
        headers: u.headers,
        payload: { device_token: 'fcm-token-1' },
      });
      expect(ok.statusCode).toBe(204);
      expect(fake.subscribed).toEqual([{ tokens: ['fcm-token-1'], topic: 'news' }]);

      fake.subscribeFailure = { code: 'messaging/invalid-registration-token', message: 'bad' };
      const refused = await app.inject({
        method: 'POST',
        url: '/api/fcm-topic-subscribe',
        headers: u.headers,
        payload: { device_token: 'garbage' },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: expect.any(String) });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
