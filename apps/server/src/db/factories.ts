import type { BookingUserType } from '@samaj/shared';
import type { DbOrTx } from './client.ts';
import { hallPrices, halls, users } from './schema/index.ts';

/**
 * Rows made straight in the database, for the demo seed and for tests (one way to make a user or a
 * hall, so the two cannot drift apart). Passwords come already hashed: hashing is the caller's choice.
 */
export async function insertUser(
  db: DbOrTx,
  values: {
    name: string;
    mobile: string;
    email?: string | null;
    passwordHash?: string | null;
    isAdmin?: boolean;
    language?: string;
    /** When the number was proven by a one-time code (null: not yet; decision 041). */
    mobileVerifiedAt?: Date | null;
  },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      mobile: values.mobile,
      email: values.email ?? null,
      passwordHash: values.passwordHash ?? null,
      isAdmin: values.isAdmin ?? false,
      language: values.language ?? 'en',
      mobileVerifiedAt: values.mobileVerifiedAt ?? null,
    })
    .returning({ id: users.id });
  return row!;
}

/** A hall with its three prices (rupees per date: [amount, deposit] for each member type). */
export async function insertHallWithPrices(
  db: DbOrTx,
  values: {
    name: string;
    shortName: string;
    description?: string;
    capacity?: number;
    bookingAmount: number;
    sortOrder: number;
    prices: Record<BookingUserType, readonly [number, number]>;
    address?: string;
    translations?: (typeof halls.$inferInsert)['translations'];
  },
): Promise<typeof halls.$inferSelect> {
  const [row] = await db
    .insert(halls)
    .values({
      name: values.name,
      shortName: values.shortName,
      ...(values.description !== undefined && { description: values.description }),
      ...(values.capacity !== undefined && { capacity: values.capacity }),
      ...(values.address !== undefined && { address: values.address }),
      ...(values.translations !== undefined && { translations: values.translations }),
      bookingAmount: values.bookingAmount,
      sortOrder: values.sortOrder,
    })
    .returning();
  await db.insert(hallPrices).values(
    Object.entries(values.prices).map(([userType, [amount, deposit]]) => ({
      hallId: row!.id,
      userType,
      amount,
      deposit,
    })),
  );
  return row!;
}
