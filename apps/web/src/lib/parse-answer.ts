import type { z } from 'zod';
import { ApiError } from './api-error.ts';

/**
 * Checks an answer against the shared contract. A mismatch is a bug on one side, so it is logged in
 * full and shown to the reader as an ordinary failed call.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, answer: unknown): z.output<S> {
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  console.error('The API answered outside its contract', result.error.issues);
  throw new ApiError({ status: 0, message: 'Unexpected answer from the server', code: 'invalid_answer' });
}
