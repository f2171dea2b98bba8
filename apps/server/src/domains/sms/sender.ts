import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertOutboxMessage } from './repository.ts';

export interface SmsOptions {
  /** The one-time code the body carries: template-based providers (MSG91) send it as a variable. */
  code?: string;
  /**
   * Which registered template a template-based provider sends: the login code (default), or the
   * consent code that asks a candidate to confirm a profile made for them (it names them: `name`).
   */
  template?: 'login' | 'consent';
  /** The template's other variables (the consent template's `name`). */
  variables?: Record<string, string>;
}

/** Where text messages go: the outbox in development and tests, a real provider in production. */
export interface SmsSender {
  readonly kind: 'outbox' | 'msg91';
  /** `to` is E.164 (`+919876543210`). Throws when the provider refuses or cannot be reached. */
  send(to: string, body: string, options?: SmsOptions): Promise<void>;
}

/**
 * Development default: keeps every message in the `sms_outbox` table (so it works when several
 * processes share the database), readable at GET /api/dev/outbox outside production.
 */
export class OutboxSms implements SmsSender {
  readonly kind = 'outbox' as const;
  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
  ) {}

  async send(to: string, body: string, options: SmsOptions = {}): Promise<void> {
    await insertOutboxMessage(this.db, { to, body, code: options.code ?? null, createdAt: this.clock.now() });
  }
}

export interface Msg91Options {
  authKey: string;
  /** The login-code template. */
  templateId: string;
  /** The consent-code template (MSG91_CONSENT_TEMPLATE_ID). */
  consentTemplateId: string;
  /** e.g. https://control.msg91.com (tests point it at a local fake server). */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * MSG91's Flow API: the SMS text is a DLT-registered template on MSG91's side, and the code is its
 * `otp` variable. The body passed to send() is only used for templates without a code.
 */
export class Msg91Sms implements SmsSender {
  readonly kind = 'msg91' as const;
  constructor(private readonly options: Msg91Options) {}

  async send(to: string, body: string, options: SmsOptions = {}): Promise<void> {
    const url = new URL('/api/v5/flow', this.options.baseUrl);
    const recipient: Record<string, string> = { ...options.variables, mobiles: to.replace(/^\+/, '') };
    if (options.code) recipient.otp = options.code;
    else recipient.message = body;
    const templateId =
      options.template === 'consent' ? this.options.consentTemplateId : this.options.templateId;
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(url, {
      method: 'POST',
      headers: {
        authkey: this.options.authKey,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ template_id: templateId, recipients: [recipient] }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let answer: { type?: string; message?: string } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // MSG91 answers JSON; anything else is judged on the status alone.
    }
    if (!response.ok || answer.type === 'error') {
      throw new Error(`MSG91 refused the message: HTTP ${response.status} ${answer.message ?? ''}`.trim());
    }
  }
}

/** The sender the settings ask for (config.ts already requires the MSG91 keys when it is chosen). */
export function createSmsSender(config: Config, db: DbOrTx, clock: Clock): SmsSender {
  if (config.SMS_PROVIDER === 'msg91') {
    return new Msg91Sms({
      authKey: config.MSG91_AUTH_KEY!,
      templateId: config.MSG91_TEMPLATE_ID!,
      consentTemplateId: config.MSG91_CONSENT_TEMPLATE_ID!,
      baseUrl: config.MSG91_BASE_URL,
    });
  }
  return new OutboxSms(db, clock);
}
