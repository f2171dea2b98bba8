import type { Said } from '../lib/errors.ts';
import { type Localized, localize } from './translate.ts';

/**
 * The words of a message-only answer by id, kept beside the body that goes out (decision 051): the
 * body carries its English (what the route's schema types and the English answer is), and the
 * `preSerialization` hook of plugins/errors.ts renders the ids in the request's language. No text
 * is read back into an id.
 */
const SAID = new WeakMap<object, Said>();

/** Marks `body` as saying `said`; returns `body`. */
export function saying<T extends object>(body: T, said: Said): T {
  SAID.set(body, said);
  return body;
}

/** What `body` says by id, if it was marked. */
export const saidBy = (body: object): Said | undefined => SAID.get(body);

/** A 2xx answer that is a message (`{ message, ...rest }`): English now, the request's language when sent. */
export function answerWith<R extends Record<string, unknown> = Record<never, never>>(
  message: Localized,
  rest?: R,
): { message: string } & R {
  return saying({ message: localize('en', message), ...(rest as R) }, { message });
}
