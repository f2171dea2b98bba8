import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum, which isolated modules cannot read: its value is 2.
const ARGON2ID = 2;

// OWASP's argon2id settings: 19 MiB of memory, 2 iterations, 1 degree of parallelism.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
