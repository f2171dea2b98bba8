import { normaliseMobile } from '@samaj/shared';
import type { Ctx } from '../../context.ts';
import { listOutboxMessages } from './repository.ts';

/** What the outbox holds (development only), newest first; an unknown or malformed number has none. */
export async function listOutbox(ctx: Ctx, input: { mobile?: string }) {
  const { mobile } = input;
  let to: string | null = null;
  if (mobile !== undefined && mobile !== '') {
    to = normaliseMobile(mobile);
    if (!to) return { messages: [] };
  }
  const rows = await listOutboxMessages(ctx.db, to, 50);
  return {
    messages: rows.map((r) => ({ to: r.to, body: r.body, created_at: r.createdAt.toISOString() })),
  };
}
