import { type Ctx, record } from '../../../context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { fieldError, notFound } from '../../../lib/errors.ts';
import { lockUser, setUserSuspension } from '../../users/service.ts';
import * as repo from '../repository.ts';
import { rejectProfile } from './review.ts';
import { msg } from '../../../i18n/translate.ts';

/**
 * Suspending an account, a report's outcome (`user_suspended`): in the caller's transaction the
 * account is marked suspended with the office's note as its reason, every profile of it is rejected
 * (out of search; the family is told why), its tokens are revoked, and the change is audited. Login
 * is then refused (auth: 403 `account_suspended`) and any token left stops working. Only a member's
 * account can be suspended, never an administrator's (422 on `action`).
 *
 * `revokeTokens` is the auth domain's, passed in by app.ts through the route: auth depends on this
 * domain (the user answer carries profile summaries), so this one cannot import it.
 */
export type RevokeTokens = (db: DbOrTx, userId: string) => Promise<void>;

export async function suspendAccount(
  ctx: Ctx,
  input: { userId: string; note: string; revokeTokens: RevokeTokens },
): Promise<void> {
  const user = await lockUser(ctx.db, input.userId);
  if (!user) throw notFound('User');
  if (user.isAdmin) throw fieldError('action', 'adminNotSuspended');
  const now = ctx.deps.clock.now();
  await setUserSuspension(ctx.db, user.id, { at: now, reason: input.note }, now);
  const reason = msg('accountSuspendedReason', { reason: input.note });
  for (const profile of await repo.listUserProfiles(ctx.db, user.id)) {
    await rejectProfile(ctx, { id: profile.id, reason });
  }
  await input.revokeTokens(ctx.db, user.id);
  await record(ctx, {
    action: 'user.suspend',
    entity: { type: 'user', id: user.id },
    before: { suspended_at: user.suspendedAt?.toISOString() ?? null, suspended_reason: user.suspendedReason },
    after: { suspended_at: now.toISOString(), suspended_reason: input.note },
  });
}
