// Halls the office makes through the API for one journey (not a test file itself).
import { expect, type APIRequestContext } from '@playwright/test';
import { authHeader } from './auth-helpers.ts';

/**
 * A hall the office (`token`) makes for this journey, with `fields` (prices, advance, hours...) and a
 * name no other run has (`E2E <label> Hall nnnnnn`, listed after the demo halls): its id and name.
 */
export async function officeHall(
  request: APIRequestContext,
  token: string,
  label: string,
  fields: Record<string, unknown>,
) {
  const name = `E2E ${label} Hall ${Date.now().toString().slice(-6)}`;
  const made = await request.post('/api/admin/halls', {
    headers: authHeader(token),
    data: { name, ...fields },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { id: ((await made.json()) as { id: string }).id, name };
}
