import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { fullProfile } from '../../../test/fixtures/matrimonial.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { ConsentPanel } from '../components/consent-panel.tsx';
import { VerifiedAndConsentBadges } from '../components/verified-and-consent-badges.tsx';
import '../i18n.ts';
import { ConsentRequestsPage } from './consent-requests-page.tsx';

const user = userEvent.setup({ delay: null });
const request = {
  profile_id: '5d7c1a55-0000-4000-8000-000000000001',
  first_name: 'Zoya',
  last_name: 'Memon',
  gender: 'female',
  date_of_birth: '2001-05-01',
  relation: 'daughter',
  asked_by: { name: 'Yusuf Memon' },
  asked_at: '2026-11-20T06:00:00Z',
};
const page = () => renderRoutes([{ path: '/', Component: ConsentRequestsPage }], '/');

describe('the candidate’s consent requests (decision 041)', () => {
  it('lists what waits, and agreeing sends the answer and empties the list', async () => {
    logInAs();
    let waiting = [request];
    const spy = mockFetch({
      'GET /api/matrimonial/consent-requests': () => json(waiting),
      [`POST /api/matrimonial/consent-requests/${request.profile_id}`]: ({ body }) => {
        waiting = [];
        return json({
          profile_id: request.profile_id,
          consent: (body as { confirm: boolean }).confirm ? 'confirmed' : 'declined',
        });
      },
    });
    page();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profiles waiting for your consent' }),
    ).toBeVisible();
    const item = (await screen.findByRole('heading', { level: 2, name: 'Zoya Memon' })).closest('li')!;
    expect(within(item).getByText(/Made by Yusuf Memon on/)).toBeVisible();
    await user.click(within(item).getByRole('button', { name: 'Yes, I agree' }));
    expect(await screen.findByText('Nothing is waiting for your consent.')).toBeVisible();
    const post = spy.mock.calls.find(([url]) => String(url).includes('/consent-requests/'));
    expect(JSON.parse(String(post![1]!.body))).toEqual({ confirm: true });
  });

  it('names the candidate and the holder by the reader rule: Latin letters to an English reader', async () => {
    logInAs();
    mockFetch({
      'GET /api/matrimonial/consent-requests': () =>
        json([
          {
            ...request,
            first_name: 'ઝોયા',
            last_name: 'મેમણ',
            first_name_latin: 'Zoya',
            last_name_latin: 'Memon',
            asked_by: { name: 'યુસુફ મેમણ', name_latin: 'Yusuf Memana' },
          },
        ]),
    });
    page();
    const item = (await screen.findByRole('heading', { level: 2, name: 'Zoya Memon' })).closest('li')!;
    expect(within(item).getByText(/Made by Yusuf Memana on/)).toBeVisible();
    expect(item).not.toHaveTextContent(/[\u0A80-\u0AFF]/);
  });

  it('asks before saying no, and says whom it told', async () => {
    logInAs();
    const spy = mockFetch({
      'GET /api/matrimonial/consent-requests': () => json([request]),
      [`POST /api/matrimonial/consent-requests/${request.profile_id}`]: () =>
        json({ profile_id: request.profile_id, consent: 'declined' }),
    });
    page();
    await user.click(await screen.findByRole('button', { name: 'I do not agree' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not agree to this profile?' });
    expect(within(dialog).getByText(/Yusuf Memon will be told/)).toBeVisible();
    expect(spy.mock.calls.some(([url]) => String(url).includes('/consent-requests/'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'I do not agree' }));
    expect(await screen.findByText('We told Yusuf Memon that you do not agree.')).toBeVisible();
    const post = spy.mock.calls.find(([url]) => String(url).includes('/consent-requests/'));
    expect(JSON.parse(String(post![1]!.body))).toEqual({ confirm: false });
  });

  it('says so when nothing waits, and when the list cannot be loaded', async () => {
    logInAs();
    mockFetch({ 'GET /api/matrimonial/consent-requests': () => json([]) });
    page();
    expect(await screen.findByText('Nothing is waiting for your consent.')).toBeVisible();
  });
});

describe('the family’s side', () => {
  it('says the number was asked in the app, with no code to type', async () => {
    logInAs();
    mockFetch({
      'POST /api/matrimonial/p1/consent/send': () =>
        json({ message: 'Asked in the app.', resend_after_seconds: 30, in_app: true }, 202),
    });
    const profile = fullProfile({
      id: 'p1',
      first_name: 'Zoya',
      relation: 'daughter',
      consent_confirmed_at: null,
    });
    renderRoutes([{ path: '/', element: <ConsentPanel profile={profile} /> }], '/');
    await user.type(await screen.findByRole('textbox', { name: /Mobile number of Zoya/ }), '9876501234');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Zoya has an account of their own/);
    expect(screen.queryByRole('textbox', { name: /Code/ })).toBeNull();
  });

  it('the badge says the consent came from the candidate’s own account', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <VerifiedAndConsentBadges
              profile={{
                first_name: 'Zoya',
                consent_confirmed_at: '2026-11-20T06:00:00Z',
                consent_by_account: true,
              }}
            />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('Consent confirmed by Zoya’s own account')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Consent confirmed by Zoya')).toBeNull());
  });
});
