import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { profile } from '../../../test/fixtures/admin.ts';
import { renderRoutes } from '../../../test/render.tsx';
import '../i18n.ts';
import { VerifyControls } from './verify-controls.tsx';

const user = userEvent.setup({ delay: null });
const id = '3b0f6a52-6f6e-4c8e-9a55-0000000000f1';
const amina = profile({ id, first_name: 'Amina' });
const show = (p: Parameters<typeof VerifyControls>[0]['profile']) =>
  renderRoutes([{ path: '/', element: <VerifyControls profile={p} /> }], '/');
afterEach(() => vi.unstubAllGlobals());

describe('VerifyControls', { timeout: 30_000 }, () => {
  it('verifies with an optional note from a dialog', async () => {
    const spy = mockFetch({
      [`POST /api/admin/profiles/${id}/verify`]: () =>
        json({
          ...amina,
          verified_at: '2026-03-02T10:00:00Z',
          verified_by: { user_id: id, name: 'Jamat Office' },
          verification_note: 'Met the family.',
        }),
    });
    show(amina);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Amina Memon' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note for the office/ }), 'Met the family.');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Amina Memon is marked verified by the jamat.')).toBeVisible();
    const [, init] = spy.mock.calls.find(([url]) => String(url).endsWith('/verify'))!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ note: 'Met the family.' });
  });

  it('shows who verified, and unverifies only after a confirmation', async () => {
    const spy = mockFetch({
      [`DELETE /api/admin/profiles/${id}/verify`]: () =>
        json({ ...amina, verified_at: null, verified_by: null, verification_note: null }),
    });
    show({
      ...amina,
      verified_at: '2026-03-02T10:00:00Z',
      verified_by: { user_id: id, name: 'Jamat Office' },
      verification_note: 'Met the family.',
    });
    expect(await screen.findByText(/^Verified by the jamat on .+ by Jamat Office$/)).toBeVisible();
    expect(screen.getByText('Note: Met the family.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Unverify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the verification of Amina Memon?' });
    expect(spy).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Unverify' }));
    expect(await screen.findByText('The verification of Amina Memon is removed.')).toBeVisible();
    expect(spy.mock.calls.map(([, init]) => init?.method)).toEqual(['DELETE']);
  });
});
