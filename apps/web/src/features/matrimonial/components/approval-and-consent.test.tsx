import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { fullProfile, ids } from '../../../test/fixtures/matrimonial.ts';
import { renderRoutes } from '../../../test/render.tsx';
import '../i18n.ts';
import type { Profile } from '../types.ts';
import { CompletenessMeter } from './completeness-meter.tsx';
import { ConsentPanel } from './consent-panel.tsx';
import { PicturesNextStep } from './pictures-next-step.tsx';
import { SubmitForApproval } from './submit-for-approval.tsx';

const user = userEvent.setup({ delay: null });
const show = (element: React.ReactElement) => renderRoutes([{ path: '/', element }], '/');
const draft = (overrides: Partial<Profile> = {}) =>
  fullProfile({
    status: 'draft',
    approved_on: null,
    completeness: 51,
    missing: ['city', 'picture', 'about'],
    ...overrides,
  });
afterEach(() => vi.unstubAllGlobals());

describe('CompletenessMeter', () => {
  it('shows the percentage, names the bar, and links each missing field to where it is filled in', async () => {
    show(<CompletenessMeter profile={draft()} />);
    const bar = await screen.findByRole('progressbar', { name: 'Profile 51% complete' });
    expect(bar).toHaveAttribute('aria-valuenow', '51');
    expect(screen.getByText('51%')).toBeVisible();
    expect(screen.getByRole('link', { name: 'City' })).toHaveAttribute(
      'href',
      `/matrimonial/profile-edit?field=city&as=${ids.ayesha}`,
    );
    expect(screen.getByRole('link', { name: 'A picture, or the choice not to show one' })).toHaveAttribute(
      'href',
      `/matrimonial/profile-pictures?as=${ids.ayesha}`,
    );
    expect(screen.getByRole('link', { name: 'About' }).parentElement).not.toHaveTextContent('needed');
    expect(screen.getByRole('link', { name: 'City' }).parentElement).toHaveTextContent(
      '(needed for approval)',
    );
  });

  it('says when everything is filled in', async () => {
    show(<CompletenessMeter profile={draft({ completeness: 100, missing: [] })} />);
    expect(await screen.findByText('Everything is filled in.')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('SubmitForApproval', () => {
  it('is disabled, with the reason, while the minimum is missing', async () => {
    const spy = mockFetch({});
    show(<SubmitForApproval profile={draft()} />);
    const button = await screen.findByRole('button', { name: 'Send for approval' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'To send it, add: City, A picture, or the choice not to show one.',
    );
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends a complete draft and says so', async () => {
    const spy = mockFetch({
      [`POST /api/matrimonial/${ids.ayesha}/submit`]: () =>
        json(draft({ status: 'pending', missing: ['about'] })),
      'GET /api/matrimonial/user': () => json({}),
    });
    show(<SubmitForApproval profile={draft({ missing: ['about'] })} />);
    await user.click(await screen.findByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('The profile of Ayesha is sent for approval.')).toBeVisible();
    expect(spy.mock.calls.some(([url]) => String(url).endsWith('/submit'))).toBe(true);
  });

  it('shows nothing for a profile already sent', async () => {
    mockFetch({});
    show(
      <>
        <p>page</p>
        <SubmitForApproval profile={draft({ status: 'pending' })} />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('button', { name: 'Send for approval' })).toBeNull();
  });
});

describe('ConsentPanel', () => {
  const relative = draft({ relation: 'daughter', first_name: 'Zainab', consent_confirmed_at: null });

  it('sends a code to the number given, waits before a resend, shows a wrong code and confirms the right one', async () => {
    const sent: unknown[] = [];
    let tries = 0;
    mockFetch({
      [`POST /api/matrimonial/${ids.ayesha}/consent/send`]: ({ body }) => {
        sent.push(body);
        return json({ message: 'A verification code has been sent by SMS.', resend_after_seconds: 30 }, 202);
      },
      [`POST /api/matrimonial/${ids.ayesha}/consent/verify`]: ({ body }) => {
        tries += 1;
        if ((body as { code: string }).code !== '123456') {
          const message = 'The code is incorrect. Tries left: 4.';
          return json({ message, errors: { code: [message] } }, 422);
        }
        return json({ ...relative, consent_confirmed_at: '2026-03-02T10:00:00Z' });
      },
      'GET /api/matrimonial/user': () => json({}),
    });
    show(<ConsentPanel profile={relative} />);
    expect(await screen.findByRole('heading', { name: 'Confirm consent' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter the mobile number.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Mobile number of Zainab' }), '9876500001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was sent to 9876500001. Ask Zainab for it.')).toBeVisible();
    expect(sent).toEqual([{ mobile: '9876500001' }]);
    expect(screen.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Code (6 digits)' }), '12');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeVisible();
    expect(tries).toBe(0);

    await user.clear(screen.getByRole('textbox', { name: 'Code (6 digits)' }));
    await user.type(screen.getByRole('textbox', { name: 'Code (6 digits)' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is incorrect. Tries left: 4.')).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'Code (6 digits)' }));
    await user.type(screen.getByRole('textbox', { name: 'Code (6 digits)' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The consent of Zainab is confirmed.')).toBeVisible();
    expect(tries).toBe(2);
  });

  it("shows the server's refusal of a number on the field", async () => {
    mockFetch({
      [`POST /api/matrimonial/${ids.ayesha}/consent/send`]: () => {
        const message = 'Enter the candidate’s own mobile number, not the account’s.';
        return json({ message, errors: { mobile: [message] } }, 422);
      },
    });
    show(<ConsentPanel profile={relative} />);
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number of Zainab' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Mobile number of Zainab' })).toHaveAccessibleDescription(
        expect.stringContaining('not the account’s'),
      ),
    );
  });

  it('is not shown for a profile of oneself, nor once confirmed', async () => {
    mockFetch({});
    show(
      <>
        <p>page</p>
        <ConsentPanel profile={draft({ relation: 'self' })} />
        <ConsentPanel profile={{ ...relative, consent_confirmed_at: '2026-03-02T10:00:00Z' }} />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('heading', { name: 'Confirm consent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  });
});

describe('PicturesNextStep', () => {
  it('saves the choice not to show a picture, and offers the draft for approval', async () => {
    let saved = draft();
    const sent: unknown[] = [];
    mockFetch({
      [`GET /api/matrimonial/get-profile/${ids.ayesha}`]: () => json(saved),
      [`POST /api/matrimonial/update-profile/${ids.ayesha}`]: ({ body }) => {
        sent.push(body);
        saved = { ...saved, no_picture: true, missing: ['city', 'about'] };
        return json(saved);
      },
      'GET /api/matrimonial/user': () => json({}),
    });
    show(<PicturesNextStep profileId={ids.ayesha} />);
    const box = await screen.findByRole('checkbox', { name: 'I prefer not to show a picture' });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send for approval' })).toBeDisabled();
    await user.click(box);
    expect(box).toBeChecked();
    expect(await screen.findByText('Saved: no picture will be shown.')).toBeVisible();
    expect(sent).toEqual([{ no_picture: true }]);
    expect(screen.getByRole('button', { name: 'Send for approval' })).toHaveAccessibleDescription(
      'To send it, add: City.',
    );
  });
});
