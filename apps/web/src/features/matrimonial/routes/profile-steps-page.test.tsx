import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { fullProfile, logIn, summary, user as userOf } from '../../../test/fixtures/matrimonial.ts';
import { renderRoutes } from '../../../test/render.tsx';
import '../i18n.ts';
import { ProfileStepsPage } from './profile-steps-page.tsx';

const user = userEvent.setup({ delay: null });
const page = (path: string) =>
  renderRoutes([{ path: '/matrimonial/profile-steps', Component: ProfileStepsPage }], path);

describe('the guided path of a profile (decision 063)', () => {
  it('starts a new profile with who it is for, and asks for a choice', async () => {
    logIn([]);
    mockFetch({ 'GET /api/matrimonial/user': () => json(userOf([])) });
    page('/matrimonial/profile-steps?new=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Who is this profile for?' })).toBeVisible();
    // A family's first profile: the path opens with the welcome's words.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to matrimonial matching' })).toBeVisible();
    expect(screen.getByText(/Your mobile number stays private/)).toBeVisible();
    // Each step's number is one left-to-right run (LRI … PDI) at the start of its label.
    const firstStep = screen.getByRole('button', { name: '1. Who it is for' });
    expect(firstStep.textContent).toBe('\u20661\u2069. Who it is for');
    expect(screen.getByText('Step 1 of 6')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose who the profile is for.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'My daughter' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'New profile' });
    await waitFor(() =>
      expect(form.querySelector<HTMLSelectElement>('select[name="relation"]')!.value).toBe('daughter'),
    );
    expect(form.querySelector<HTMLSelectElement>('select[name="gender"]')!.value).toBe('female');
  });

  it('has no consent step for oneself: five steps', async () => {
    logIn([]);
    mockFetch({ 'GET /api/matrimonial/user': () => json(userOf([])) });
    page('/matrimonial/profile-steps?new=1&for=self');
    expect(await screen.findByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    expect(screen.getByText('Step 2 of 5')).toBeVisible();
  });

  it('resumes a draft at its first step not done, and saves the preferences', async () => {
    const draft = fullProfile({
      id: summary().id,
      status: 'draft',
      approved_on: null,
      missing: ['picture'],
      prefer_marital_status: 'any',
      prefer_with_job: 'any',
      prefer_min_age: 18,
      prefer_max_age: 100,
    });
    const me = logIn([summary({ status: 'draft', approved_on: null, relation: 'daughter' })]);
    const saved: unknown[] = [];
    mockFetch({
      'GET /api/matrimonial/user': () => json(me),
      [`GET /api/matrimonial/get-profile/${draft.id}`]: () => json(draft),
      [`POST /api/matrimonial/update-profile/${draft.id}`]: ({ body }) => {
        saved.push(body);
        return json({ ...draft, ...(body as object) });
      },
      [`GET /api/matrimonial/${draft.id}/pictures`]: () => json([]),
    });
    page('/matrimonial/profile-steps');
    expect(await screen.findByRole('heading', { level: 2, name: 'Partner preferences' })).toBeVisible();
    expect(screen.getByText('Step 3 of 6')).toBeVisible();
    const min = screen.getByRole('spinbutton', { name: 'Age from' });
    await user.clear(min);
    await user.type(min, '40');
    const max = screen.getByRole('spinbutton', { name: 'Age to' });
    await user.clear(max);
    await user.type(max, '30');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Must not be more than “Age to”.')).toBeVisible();
    expect(saved).toEqual([]);
    await user.clear(min);
    await user.type(min, '25');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pictures and who may see them' }),
    ).toBeVisible();
    expect(saved[0]).toEqual({
      prefer_marital_status: 'any',
      prefer_with_job: 'any',
      prefer_min_age: 25,
      prefer_max_age: 30,
    });
    // The step passed is kept on the profile, for another device.
    await waitFor(() => expect(saved[1]).toEqual({ steps_passed: ['preferences'] }));
    // Who may see the number is a choice of this step, saved at once.
    await user.click(screen.getByRole('radio', { name: /Only when we press “Share our number”/ }));
    await waitFor(() => expect(saved[2]).toEqual({ share_contact: 'by_choice' }));
  });

  it('resumes where another device left: preferences left at any, and the consent, passed there', async () => {
    const draft = fullProfile({
      id: summary().id,
      relation: 'daughter',
      status: 'draft',
      approved_on: null,
      missing: [],
      prefer_marital_status: 'any',
      prefer_with_job: 'any',
      prefer_min_age: 18,
      prefer_max_age: 100,
      steps_passed: ['preferences', 'consent'],
    });
    const me = logIn([summary({ status: 'draft', approved_on: null, relation: 'daughter' })]);
    mockFetch({
      'GET /api/matrimonial/user': () => json(me),
      [`GET /api/matrimonial/get-profile/${draft.id}`]: () => json(draft),
      [`GET /api/matrimonial/${draft.id}/pictures`]: () => json([]),
    });
    page('/matrimonial/profile-steps');
    expect(await screen.findByRole('heading', { level: 2, name: 'Review and send' })).toBeVisible();
    expect(screen.getByRole('button', { name: '3. Partner preferences (Done)' })).toBeVisible();
  });
});
