import type { PushMessage, PushSender } from './sender.ts';

/*
 * The slice of firebase-admin's `Messaging` this app uses, written out here so that tests drive the
 * sender with a fake and the real client is only loaded when credentials are set.
 */
interface FcmPayload {
  notification?: { title?: string; body?: string };
  data?: Record<string, string>;
  android?: { priority?: 'high' | 'normal'; notification?: { sound?: string } };
  apns?: { payload: { aps: { sound?: string } } };
}
export type FcmMessage = FcmPayload & ({ token: string } | { topic: string });
export interface FcmMulticastMessage extends FcmPayload {
  tokens: string[];
}
export interface FcmError {
  code: string;
  message: string;
}
export interface FcmBatchResponse {
  successCount: number;
  failureCount: number;
  responses: { success: boolean; error?: FcmError }[];
}
export interface FcmTopicManagementResponse {
  successCount: number;
  failureCount: number;
  errors: { index: number; error: FcmError }[];
}
export interface MessagingClient {
  send(message: FcmMessage): Promise<string>;
  sendEachForMulticast(message: FcmMulticastMessage): Promise<FcmBatchResponse>;
  subscribeToTopic(tokens: string[], topic: string): Promise<FcmTopicManagementResponse>;
}

/** FCM's answers for a token that will never work again: the app forgets it. */
export const INVALID_TOKEN_CODES: ReadonlySet<string> = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
  'messaging/invalid-argument',
]);

/** FCM's limits: 500 tokens a multicast, 1,000 a topic subscription call. */
const MULTICAST_LIMIT = 500;
const SUBSCRIBE_LIMIT = 1000;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The notification the phone shows, plus the data the app routes a tap with. */
function payload(message: PushMessage): FcmPayload {
  return {
    notification: { title: message.title, body: message.body },
    ...(message.data ? { data: message.data } : {}),
    android: { priority: 'high', notification: { sound: 'default' } },
    apns: { payload: { aps: { sound: 'default' } } },
  };
}

export type PushLog = (level: 'info' | 'warn', line: string) => void;

/** Firebase Cloud Messaging, through an injected messaging client (firebase-admin's in production). */
export class FcmPushSender implements PushSender {
  readonly kind = 'fcm' as const;
  constructor(
    private readonly messaging: MessagingClient,
    private readonly log: PushLog = () => {},
  ) {}

  async sendToTokens(tokens: string[], message: PushMessage): Promise<{ invalidTokens: string[] }> {
    const invalidTokens: string[] = [];
    const unique = [...new Set(tokens.filter((t) => t.length > 0))];
    for (const batch of chunks(unique, MULTICAST_LIMIT)) {
      const answer = await this.messaging.sendEachForMulticast({ tokens: batch, ...payload(message) });
      answer.responses.forEach((response, index) => {
        if (response.success || !response.error) return;
        if (INVALID_TOKEN_CODES.has(response.error.code)) invalidTokens.push(batch[index]!);
        else this.log('warn', `push to a device failed: ${response.error.code} ${response.error.message}`);
      });
    }
    return { invalidTokens };
  }

  async sendToTopic(topic: string, message: PushMessage): Promise<void> {
    await this.messaging.send({ topic, ...payload(message) });
    this.log('info', `push to topic ${topic}: ${message.title}`);
  }

  /** Throws when FCM refuses any of the tokens, so the caller can answer that it did not work. */
  async subscribeToTopic(tokens: string[], topic: string): Promise<void> {
    for (const batch of chunks(tokens, SUBSCRIBE_LIMIT)) {
      const answer = await this.messaging.subscribeToTopic(batch, topic);
      if (answer.failureCount > 0) {
        const codes = [...new Set(answer.errors.map((e) => e.error.code))].join(', ');
        throw new Error(`FCM refused ${answer.failureCount} topic subscription(s): ${codes}`);
      }
    }
  }
}
