import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { parseConfig } from '../../config.ts';
import { ManualClock } from '../../lib/clock.ts';
import { createSmsSender, Msg91Sms, OutboxSms } from './sender.ts';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A stand-in for MSG91 on 127.0.0.1: records each request and answers what `reply` says. */
let fake: Server;
let fakeUrl: string;
const received: Received[] = [];
let reply = { status: 200, body: '{"type":"success","message":"3763646c3058373530393938"}' };

beforeAll(async () => {
  fake = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: JSON.parse(data || 'null'),
      });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
});

describe('Msg91Sms', () => {
  it('posts the code to the Flow API with the auth key and template', async () => {
    received.length = 0;
    const sms = new Msg91Sms({
      authKey: 'secret-auth-key',
      templateId: 'tmpl-123',
      consentTemplateId: 'tmpl-consent',
      baseUrl: fakeUrl,
    });
    await sms.send('+919876543210', '123456 is your code', { code: '123456' });
    expect(received).toHaveLength(1);
    const [r] = received;
    expect(r!.method).toBe('POST');
    expect(r!.url).toBe('/api/v5/flow');
    expect(r!.headers.authkey).toBe('secret-auth-key');
    expect(r!.headers['content-type']).toBe('application/json');
    expect(r!.body).toEqual({
      template_id: 'tmpl-123',
      recipients: [{ mobiles: '919876543210', otp: '123456' }],
    });
  });

  it('sends a consent code with the consent template, naming the candidate', async () => {
    received.length = 0;
    const sms = new Msg91Sms({
      authKey: 'k',
      templateId: 'tmpl-login',
      consentTemplateId: 'tmpl-consent',
      baseUrl: fakeUrl,
    });
    await sms.send('+919876543211', 'Mariam, 654321 confirms your profile', {
      code: '654321',
      template: 'consent',
      variables: { name: 'Mariam' },
    });
    expect(received[0]!.body).toEqual({
      template_id: 'tmpl-consent',
      recipients: [{ name: 'Mariam', mobiles: '919876543211', otp: '654321' }],
    });
  });

  it('throws when MSG91 refuses, by status or by its error answer', async () => {
    const sms = new Msg91Sms({ authKey: 'k', templateId: 't', consentTemplateId: 'c', baseUrl: fakeUrl });
    reply = { status: 401, body: '{"type":"error","message":"Authentication failure"}' };
    await expect(sms.send('+919876543210', 'x', { code: '000001' })).rejects.toThrow(/401/);
    reply = { status: 200, body: '{"type":"error","message":"Invalid template"}' };
    await expect(sms.send('+919876543210', 'x', { code: '000001' })).rejects.toThrow(/Invalid template/);
    reply = { status: 200, body: '{"type":"success","message":"ok"}' };
  });

  it('is the sender chosen by SMS_PROVIDER=msg91; the outbox is the default', () => {
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const msg91 = parseConfig({
      ...base,
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 't',
      MSG91_CONSENT_TEMPLATE_ID: 'c',
    });
    const fakeDb = {} as Parameters<typeof createSmsSender>[1];
    expect(createSmsSender(msg91, fakeDb, new ManualClock())).toBeInstanceOf(Msg91Sms);
    expect(createSmsSender(parseConfig(base), fakeDb, new ManualClock())).toBeInstanceOf(OutboxSms);
  });
});

describe('the outbox (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps messages, readable newest first at GET /api/dev/outbox, filtered by number in any spelling', async () => {
    await t.app.deps.sms.send('+919812345678', 'first message');
    t.clock.advance(1000);
    await t.app.deps.sms.send('+919812345678', 'second message', { code: '424242' });
    await t.app.deps.sms.send('+919800000000', 'someone else');
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=09812345678' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages.map((m: { body: string }) => m.body)).toEqual(['second message', 'first message']);
    expect(messages[0].to).toBe('+919812345678');
    expect(Date.parse(messages[0].created_at)).toBe(t.clock.now().getTime());
    const all = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(all.json().messages).toHaveLength(3);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=abc' })).json().messages,
    ).toEqual([]);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'prod-auth-key',
      MSG91_TEMPLATE_ID: 'prod-template',
      MSG91_CONSENT_TEMPLATE_ID: 'prod-consent-template',
      MSG91_BASE_URL: fakeUrl,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'rzp_test_secret',
      RAZORPAY_WEBHOOK_SECRET: 'rzp_webhook_secret',
      PUBLIC_URL: 'https://samaj.example.org',
    });
  });
  afterAll(() => t.close());

  it('has no dev outbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=9812345678' });
    expect(res.statusCode).toBe(404);
  });

  it('sends one-time codes through MSG91', async () => {
    received.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      payload: { mobile: '9812345678' },
    });
    expect(res.statusCode).toBe(202);
    expect(received).toHaveLength(1);
    const body = received[0]!.body as { template_id: string; recipients: { mobiles: string; otp: string }[] };
    expect(received[0]!.headers.authkey).toBe('prod-auth-key');
    expect(body.template_id).toBe('prod-template');
    expect(body.recipients[0]!.mobiles).toBe('919812345678');
    expect(body.recipients[0]!.otp).toMatch(/^\d{6}$/);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { mobile: '9812345678', code: body.recipients[0]!.otp },
    });
    expect(verify.statusCode).toBe(200);
  });
});
