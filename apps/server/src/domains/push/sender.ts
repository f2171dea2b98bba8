/** A push notification: a title and body, and data the app uses to open the right screen. */
export interface PushMessage {
  title: string;
  body: string;
  /** e.g. { type: 'interest', id } / { type: 'booking', id } / { type: 'news', id }; string values only (FCM). */
  data?: Record<string, string>;
}

/** Where pushes go: FCM in production (credentials set), a log sender otherwise. */
export interface PushSender {
  readonly kind: 'log' | 'fcm';
  /** Sends to device tokens; answers the tokens the provider reported as invalid (to be removed). */
  sendToTokens(tokens: string[], message: PushMessage): Promise<{ invalidTokens: string[] }>;
  sendToTopic(topic: string, message: PushMessage): Promise<void>;
  subscribeToTopic(tokens: string[], topic: string): Promise<void>;
}

export interface LoggedPush {
  to: { tokens: string[] } | { topic: string };
  message: PushMessage;
}

/** Development and tests: keeps what would have been sent (newest last) and logs it. */
export class LogPushSender implements PushSender {
  readonly kind = 'log' as const;
  readonly sent: LoggedPush[] = [];
  readonly subscriptions: { token: string; topic: string }[] = [];
  constructor(private readonly log: (line: string) => void = () => {}) {}

  async sendToTokens(tokens: string[], message: PushMessage) {
    this.sent.push({ to: { tokens }, message });
    this.log(`push to ${tokens.length} device(s): ${message.title}`);
    return { invalidTokens: [] };
  }
  async sendToTopic(topic: string, message: PushMessage) {
    this.sent.push({ to: { topic }, message });
    this.log(`push to topic ${topic}: ${message.title}`);
  }
  async subscribeToTopic(tokens: string[], topic: string) {
    for (const token of tokens) this.subscriptions.push({ token, topic });
  }
}
