// Families made through the API for a journey's set-up (not a test file itself): accounts with an
// approved profile, and two of them with an accepted interest and so a conversation.
import { expect, type APIRequestContext } from '@playwright/test';
import { adminSession, approvedProfile, authHeader, dobForAge, registerAccount } from './auth-helpers.ts';

/** An account registered through the API (registerAccount): its number, password, token and user. */
export type Account = Awaited<ReturnType<typeof registerAccount>>;

/** POSTs `data` (if any) as `token` and expects a 2xx: the answer's body, null when it has none. */
export async function post(request: APIRequestContext, token: string, url: string, data?: object) {
  const answer = await request.post(url, { headers: authHeader(token), ...(data ? { data } : {}) });
  expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
  return answer.json().catch(() => null) as Promise<{ id: string } | null>;
}

/**
 * A new account (`label`) with one profile of `profile`'s fields approved by the office (`admin`, its
 * token; approvedProfile): the account, and the profile's id.
 */
export async function approvedFamily(
  request: APIRequestContext,
  admin: string,
  label: string,
  profile: Record<string, unknown>,
) {
  const account = await registerAccount(request, label);
  return { ...account, profileId: await approvedProfile(request, admin, account.token, profile) };
}

/**
 * Two families on new accounts (`labels`: his, hers), each with an approved profile (`his`: a man of
 * 29, `hers`: a woman of 26, with the fields given), his interest (saying `message`, if given) accepted
 * by hers, and so their one conversation: the office's token, both families and the conversation's id.
 */
export async function acceptedInterest(
  request: APIRequestContext,
  options: {
    labels: [string, string];
    his: Record<string, unknown>;
    hers: Record<string, unknown>;
    message?: string;
  },
) {
  const admin = (await adminSession(request)).token;
  const [hisLabel, herLabel] = options.labels;
  const him = await approvedFamily(request, admin, hisLabel, {
    gender: 'male',
    date_of_birth: dobForAge(29),
    ...options.his,
  });
  const her = await approvedFamily(request, admin, herLabel, {
    gender: 'female',
    date_of_birth: dobForAge(26),
    ...options.hers,
  });
  const interest = await post(
    request,
    him.token,
    `/api/matrimonial/send-interest/${her.profileId}`,
    options.message ? { message: options.message } : undefined,
  );
  await post(request, her.token, `/api/matrimonial/reply-interest/${interest!.id}`, { reply: 'accepted' });
  const list = await request.get(`/api/matrimonial/conversations?profile_id=${him.profileId}`, {
    headers: authHeader(him.token),
  });
  expect(list.ok(), await list.text()).toBe(true);
  const { data } = (await list.json()) as { data: { id: string }[] };
  expect(data).toHaveLength(1);
  return { admin, him, her, conversationId: data[0]!.id };
}
