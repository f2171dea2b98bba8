import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INTEREST_WINDOW_DAYS, type Interest } from '@samaj/shared';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import {
  cursorPage,
  ids,
  logIn,
  matchCard,
  summary,
  user,
  viewedProfile,
} from '../../test/fixtures/matrimonial.ts';

// Say what will happen, and numbers kept left to right (decision 063).

const mine = summary();
const other = matchCard(5, { first_name: 'Imran', last_name: 'Patel' });
const interest = (overrides: Partial<Interest> = {}): Interest => ({
  id: '00000000-0000-4000-8000-000000000901',
  from_profile: { ...matchCard(90), id: mine.id, first_name: mine.first_name },
  to_profile: other,
  message: null,
  status: 'pending',
  decline_reason: null,
  created_at: '2026-01-01T10:00:00Z',
  answered_at: null,
  ...overrides,
});

describe('the withdraw dialog', () => {
  it('says the interest counts for the server’s days and from which date it can go again', async () => {
    logIn([mine]);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user([mine])),
      'GET /api/matrimonial/profiles/interests-sent-by-me': () => json(cursorPage([interest()])),
    });
    renderRoutes(routes, '/matrimonial/profiles/interests-sent-by-me');
    const ui = userEvent.setup({ delay: null });
    await ui.click(
      await screen.findByRole('button', { name: 'Withdraw the interest sent to Imran' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this interest?' });
    expect(INTEREST_WINDOW_DAYS).toBe(7);
    expect(dialog).toHaveTextContent(
      'Imran will no longer see your interest. An interest counts for 7 days from its sending, so you can send one to this profile again from 8 Jan 2026.',
    );
    expect(dialog).not.toHaveTextContent('later');
  });
});

describe('the block dialog', () => {
  it('says the whole family’s account is blocked, all its profiles', async () => {
    logIn([mine]);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user([mine])),
      [`GET /api/matrimonial/get-profile/${other.id}`]: () => json(viewedProfile(other)),
      [`GET /api/matrimonial/${other.id}/pictures`]: () => json([]),
    });
    renderRoutes(routes, `/matrimonial/view-profile/${other.id}`);
    const ui = userEvent.setup({ delay: null });
    await ui.click(await screen.findByRole('button', { name: 'More actions for Imran Patel' }));
    await ui.click(await screen.findByRole('menuitem', { name: 'Block profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Imran Patel?' });
    expect(dialog).toHaveTextContent(
      'Blocking Imran Patel blocks the whole family’s account: all profiles of this family leave your searches and lists',
    );
  });

  it('names the family’s other profiles it blocks too, each in the reader’s script', async () => {
    logIn([mine]);
    const family = [
      {
        id: '00000000-0000-4000-8000-000000000951',
        first_name: 'સના',
        last_name: 'પટેલ',
        first_name_latin: 'Sana',
        last_name_latin: 'Patel',
        relation: 'daughter',
      },
      {
        id: '00000000-0000-4000-8000-000000000952',
        first_name: 'Faisal',
        last_name: 'Patel',
        first_name_latin: 'Faisal',
        last_name_latin: 'Patel',
        relation: 'son',
      },
    ];
    mockFetch({
      'GET /api/matrimonial/user': () => json(user([mine])),
      [`GET /api/matrimonial/get-profile/${other.id}`]: () =>
        json(viewedProfile(other, { family_profiles: family })),
      [`GET /api/matrimonial/${other.id}/pictures`]: () => json([]),
    });
    renderRoutes(routes, `/matrimonial/view-profile/${other.id}`);
    const ui = userEvent.setup({ delay: null });
    // The menu's chunk is loaded already (the test above): wait for the menu itself, then open it.
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'More actions for Imran Patel' })).toHaveAttribute(
          'aria-expanded',
        ),
      { timeout: 8000 },
    );
    await ui.click(screen.getByRole('button', { name: 'More actions for Imran Patel' }));
    await ui.click(await screen.findByRole('menuitem', { name: 'Block profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Imran Patel?' });
    const list = within(dialog).getByRole('list', { name: 'It also blocks the family’s 2 other profiles:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sana Patel', 'Faisal Patel']);
  });
});

describe('an empty search', () => {
  const searchPath = `/api/matrimonial/mm/filter-profile/${ids.ayesha}`;

  it('of a family that blocked others says the blocked families are never shown, not "a wider age range"', async () => {
    logIn([mine]);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user([mine])),
      [`GET ${searchPath}`]: () => json(cursorPage([])),
      'GET /api/matrimonial/blocked': () =>
        json(cursorPage([{ profile: other, blocked_at: '2026-01-02T00:00:00Z' }])),
    });
    renderRoutes(routes, '/matrimonial/search-profile');
    const results = await screen.findByRole('region', { name: 'Matches' }, { timeout: 10_000 });
    expect(
      await within(results).findByText(
        'No profiles match these filters. The search never shows the families you blocked; you can see them under “Blocked profiles”.',
      ),
    ).toBeVisible();
    expect(within(results).queryByText(/wider age range/)).toBeNull();
  });

  it('of a family that blocked nobody still suggests a wider age range', async () => {
    logIn([mine]);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user([mine])),
      [`GET ${searchPath}`]: () => json(cursorPage([])),
      'GET /api/matrimonial/blocked': () => json(cursorPage([])),
    });
    renderRoutes(routes, '/matrimonial/search-profile');
    expect(await screen.findByText(/Try a wider age range/)).toBeVisible();
  });
});

describe('the contact after acceptance', () => {
  it('keeps the number in a left-to-right isolate, in the line and in the Call button', async () => {
    const mobile = '+919876543210';
    const accepted = interest({
      status: 'accepted',
      answered_at: '2026-01-02T00:00:00Z',
      message: 'We would like to meet.',
      to_profile: { ...other, contact: { name: 'Imran Patel', mobile } },
    });
    logIn([mine]);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user([mine])),
      'GET /api/matrimonial/profiles/interests-sent-by-me': () => json(cursorPage([accepted])),
    });
    renderRoutes(routes, '/matrimonial/profiles/interests-sent-by-me');
    const call = await screen.findByRole(
      'link',
      { name: `Call Imran Patel on ${mobile}` },
      { timeout: 10_000 },
    );
    expect(call.querySelector('bdi[dir="ltr"]')?.textContent).toBe(mobile);
    expect(call).toHaveTextContent(`Call ${mobile}`);
    const line = screen.getAllByText(mobile, { selector: 'bdi[dir="ltr"]' });
    expect(line.length).toBe(2);
    // The family's message: isolated in its own direction, the page's quotes outside it.
    const message = screen.getByText('We would like to meet.', { selector: 'bdi' });
    expect(message).not.toHaveAttribute('dir');
    expect(message.parentElement).toHaveTextContent('“We would like to meet.”');
  });
});
