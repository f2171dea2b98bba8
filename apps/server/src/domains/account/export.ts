import { type Ctx, userIdOf } from '../../context.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { accountRows } from './repository.ts';
import { msg } from '../../i18n/translate.ts';

/**
 * GET /api/account/export: every record about the signed-in account as one JSON document (India's
 * Digital Personal Data Protection Act). Secrets are left out: no password hash, no token or device
 * token, no code hashes; other families appear by their profile's name only where the account's own
 * records name them (interests, shortlist, blocks, reports), and the views of its profiles as counts.
 * At most EXPORTS_PER_HOUR an hour per account (each one reads many tables).
 */

export const EXPORTS_PER_HOUR = 5;

type Row = Record<string, unknown>;

const snakeKey = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A row as the export writes it: snake_case keys, instants as ISO strings, some keys left out. */
function out<T extends object>(row: T, omit: string[] = []): Row {
  const result: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    result[snakeKey(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return result;
}

export async function exportAccount(ctx: Ctx): Promise<Row> {
  const userId = userIdOf(ctx);
  const { deps } = ctx;
  await enforceRateLimits(
    deps.database.db,
    deps.clock,
    [{ key: `account-export:user:${userId}`, limit: EXPORTS_PER_HOUR, windowSeconds: 3600 }],
    msg('exportLimit'),
  );
  const r = await accountRows(ctx.db, userId);
  const name = new Map(r.names.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
  const own = new Map(r.profiles.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
  const who = (id: string) => own.get(id) ?? name.get(id) ?? null;
  return {
    exported_at: deps.clock.now().toISOString(),
    account: {
      ...out(r.user, ['passwordHash', 'fcmToken']),
      has_password: r.user.passwordHash !== null,
    },
    devices: r.user.fcmToken ? [{ platform: 'push', registered: true }] : [],
    sessions: r.sessions.map((s) => out(s)),
    profiles: r.profiles.map((p) => out(p)),
    profile_revisions: r.revisions.map((x) => out(x)),
    pictures: r.pictures.map((p) => out(p, ['largeKey', 'thumbKey'])),
    profiles_viewed: r.viewed.map((v) => ({
      by_profile_id: v.viewerProfileId,
      profile_id: v.viewedProfileId,
      name: `${v.firstName} ${v.lastName}`,
      last_viewed_at: v.lastViewedAt.toISOString(),
    })),
    views_received: r.viewsReceived.map((v) => ({
      profile_id: v.profileId,
      viewers: Number(v.count),
      last_viewed_at: new Date(v.lastViewedAt).toISOString(),
    })),
    interests: r.interests.map((i) => ({
      ...out(i),
      from_name: who(i.fromProfileId),
      to_name: who(i.toProfileId),
      direction: own.has(i.fromProfileId) ? 'sent' : 'received',
    })),
    shortlists: r.shortlisted.map((s) => ({ ...out(s), name: who(s.shortlistedProfileId) })),
    not_interested: r.hidden.map((h) => ({ ...out(h), name: who(h.hiddenProfileId) })),
    blocks: r.blocks.map((b) => ({ ...out(b, ['blockerUserId']), name: who(b.blockedProfileId) })),
    reports_made: r.reports.map((x) => ({ ...out(x), name: who(x.reportedProfileId) })),
    conversations: r.conversations.map((c) => out(c)),
    messages: r.messages.map((m) => out(m)),
    notifications: r.notifications.map((n) => out(n, ['userId'])),
    bookings: r.bookings.map((b) => ({
      ...out(b),
      items: r.items
        .filter((i) => i.item.bookingId === b.id)
        .map((i) => ({
          ...out(i.item),
          hall_name: i.hallName,
          dates: r.dates.filter((d) => d.itemId === i.item.id).map((d) => d.date),
        })),
      payments: r.payments.filter((p) => p.bookingId === b.id).map((p) => out(p)),
      refunds: r.refunds.filter((x) => x.bookingId === b.id).map((x) => out(x)),
    })),
  };
}
