import { expect } from 'vitest';
import { buildTestApp, createUser, type TestApp } from './app.ts';

export type Admin = Awaited<ReturnType<typeof createUser>>;
export type AdminCall = ReturnType<typeof adminCaller>;
export type AuditOf = (entityId: string) => Promise<AuditRecordAnswer>;

/**
 * Calls as the admin; the clock moves a second first, so the audit log's order is the call order.
 */
export const adminCaller =
  (t: TestApp, admin: Admin) =>
  async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    t.clock.advance(1000);
    return t.app.inject({ method, url, headers: admin.headers, payload: payload as object });
  };

export interface AuditRecordAnswer {
  action: string;
  entity_type: string;
  entity_id: string | null;
  actor: { id: string; name: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

/** The newest audit record about an entity, read back through the admin API. */
export async function latestAudit(t: TestApp, admin: Admin, entityId: string): Promise<AuditRecordAnswer> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit?entity_id=${entityId}&per_page=1`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data[0];
}

/**
 * The office's test set-up: a fresh app (its clock at `now` when given), one admin signed in, a caller
 * as that admin and the newest audit record about an entity. A test file takes it in its beforeAll:
 * `({ t, admin, call, latestAudit } = await openOffice())`, and closes `t` in its afterAll.
 */
export async function openOffice(options: { name?: string; now?: string } = {}) {
  const t = await buildTestApp();
  if (options.now) t.clock.set(options.now);
  const admin = await createUser(t, { isAdmin: true, name: options.name ?? 'Office Admin' });
  const latestOf: AuditOf = (entityId) => latestAudit(t, admin, entityId);
  return { t, admin, call: adminCaller(t, admin), latestAudit: latestOf };
}
