import { contextOf, type Ctx, record, withTx } from '../../../context.ts';
import { fieldError } from '../../../lib/errors.ts';
import { deleteBlockedRange, reclaimBlockHalves } from '../repository.ts';
import { offerFreedSlots } from '../waitlist/waitlist.ts';

/**
 * DELETE /api/admin/blocked-dates?hall_id&from&to: removes every block of a hall in a range in one
 * action (one audit record); halves still closed by another block stay closed; waiting families hear.
 */
export async function deleteBlockedDates(
  ctx: Ctx,
  input: { hall_id: string; from: string; to: string },
): Promise<{ deleted: number }> {
  if (input.to < input.from) throw fieldError('to', 'endAfterStart');
  const deleted = await withTx(ctx, async (txCtx) => {
    const rows = await deleteBlockedRange(txCtx.db, {
      hallId: input.hall_id,
      from: input.from,
      to: input.to,
    });
    for (const date of [...new Set(rows.map((r) => r.date))])
      await reclaimBlockHalves(txCtx.db, input.hall_id, date);
    await record(txCtx, {
      action: 'blocked_dates.delete',
      entity: { type: 'hall', id: input.hall_id },
      before: rows.map((r) => ({ id: r.id, slot: r.slot, date: r.date, reason: r.reason })),
    });
    return rows.length;
  });
  if (deleted > 0) await offerFreedSlots(contextOf(ctx.deps)).catch(() => 0);
  return { deleted };
}
