import { type Ctx, record, userIdOf, withTx } from '../../context.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { redeemLoginToken, verifyPassword } from '../auth/service.ts';
import { closeInterestsOfAccount, endConversationsOfAccount } from '../matrimonial/service.ts';
import { deleteUser, lockAdminsAndUser } from '../users/service.ts';
import { pictureKeysOfUser } from './repository.ts';
import { msg } from '../../i18n/translate.ts';

/**
 * DELETE /api/account: the member deletes the account, proving it is them with the password or with
 * a one-use token from /api/auth/otp/verify (an account without a password). In one transaction the
 * users row goes, and the database's cascades take what is the account's own: profiles, pictures'
 * rows, views, interests (both ways), shortlists, blocks, reports made, notifications, tokens and the
 * device. Bookings and payments stay, with user_id null, as accounting law requires (the office sees
 * "Deleted account"). The audit record keeps only the account's id. The picture files are removed
 * after the commit. The last administrator cannot delete the account (422).
 */

export const DELETE_TRIES_PER_15_MINUTES = 10;
export const LAST_ADMIN_DELETE_MESSAGE = msg('lastAdminDelete');

export async function deleteAccount(ctx: Ctx, input: { password?: string; token?: string }): Promise<void> {
  const userId = userIdOf(ctx);
  const { deps } = ctx;
  await enforceRateLimits(
    deps.database.db,
    deps.clock,
    [{ key: `account-delete:user:${userId}`, limit: DELETE_TRIES_PER_15_MINUTES, windowSeconds: 15 * 60 }],
    msg('tooManyAttempts'),
  );
  if (!input.password && !input.token) {
    throw fieldError('password', 'deleteNeedsProof');
  }
  const keys = await withTx(ctx, async (txCtx) => {
    const { adminIds, user } = await lockAdminsAndUser(txCtx.db, userId);
    if (!user) throw notFound('User');
    if (input.password !== undefined) {
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw fieldError('password', 'passwordIncorrect');
      }
    } else {
      const owner = await redeemLoginToken(txCtx, { token: input.token! });
      if (owner.id !== user.id) throw fieldError('token', 'deleteCodeOtherNumber');
    }
    if (user.isAdmin && adminIds.length <= 1) {
      throw new AppError('validation', LAST_ADMIN_DELETE_MESSAGE, {
        field: 'password',
      });
    }
    const files = await pictureKeysOfUser(txCtx.db, user.id);
    // No name, number or email in the record: only that an account was deleted, and which id it had.
    await record(txCtx, { action: 'user.delete', entity: { type: 'user', id: user.id } });
    await closeInterestsOfAccount(txCtx, { userId: user.id });
    await endConversationsOfAccount(txCtx, { userId: user.id });
    await deleteUser(txCtx.db, user.id);
    return files;
  });
  await Promise.all(
    keys.map((key) =>
      deps.storage
        .delete(key)
        .catch((err: unknown) => deps.log?.warn({ err, key }, 'picture file not removed')),
    ),
  );
}
