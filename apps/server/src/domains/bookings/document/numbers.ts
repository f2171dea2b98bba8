import type { DbOrTx } from '../../../db/client.ts';
import { financialYear } from '../payment/money.ts';
import { nextNumber } from '../repository.ts';

/** Document numbers: per Indian financial year (April–March), gapless, safe with several servers. */

const indianDate = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** RCT/2026-27/000001: the receipt of a captured payment, numbered in the capture's transaction. */
export async function nextReceiptNumber(db: DbOrTx, at: Date): Promise<string> {
  const fy = financialYear(indianDate(at));
  return `RCT/${fy}/${String(await nextNumber(db, 'receipt', fy)).padStart(6, '0')}`;
}

/** CN/2026-27/000001: the credit note of a processed refund. */
export async function nextCreditNoteNumber(db: DbOrTx, at: Date): Promise<string> {
  const fy = financialYear(indianDate(at));
  return `CN/${fy}/${String(await nextNumber(db, 'credit_note', fy)).padStart(6, '0')}`;
}
