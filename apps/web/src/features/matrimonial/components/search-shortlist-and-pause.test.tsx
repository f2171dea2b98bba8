import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { matchCard, summary } from '../../../test/fixtures/matrimonial.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import '../i18n.ts';
import { NewMatchesSection } from './new-matches-section.tsx';
import { PauseControl } from './pause-dialog.tsx';
import { ProfileViewActions } from './profile-view-actions.tsx';
import { SearchFilterForm } from './search-filter-form.tsx';
import { parseFilters, savedFilters } from './search-filters.ts';
import { ShortlistToggle } from './shortlist-toggle.tsx';

const user = userEvent.setup({ delay: null });
const render = (element: React.ReactNode) => renderRoutes([{ path: '/', element }]);

describe('the search filter form', () => {
  it('sends only the filters given, trimmed, with a sort other than the default', () => {
    const text = {
      ...savedFilters(summary()),
      city: '  Mumbai ',
      education: 'com',
      community: 'halai_memon',
      min_height_cm: '150',
      max_height_cm: '',
      verified_only: 'true',
      sort: 'newest',
    };
    expect(parseFilters(text)).toEqual({
      filters: {
        prefer_marital_status: 'never_married',
        prefer_with_job: 'any',
        prefer_min_age: 24,
        prefer_max_age: 32,
        city: 'Mumbai',
        education: 'com',
        community: 'halai_memon',
        min_height_cm: 150,
        verified_only: true,
        sort: 'newest',
      },
    });
    // The saved preferences alone: exactly the four, as before.
    expect(parseFilters(savedFilters(summary()))).toEqual({
      filters: {
        prefer_marital_status: 'never_married',
        prefer_with_job: 'any',
        prefer_min_age: 24,
        prefer_max_age: 32,
      },
    });
  });

  it('checks the heights: 100 to 250, and the lower not above the upper', () => {
    const base = savedFilters(summary());
    expect(parseFilters({ ...base, min_height_cm: '99' })).toEqual({
      errors: { min_height_cm: 'matrimonial.search.heightRange' },
    });
    expect(parseFilters({ ...base, max_height_cm: 'tall' })).toEqual({
      errors: { max_height_cm: 'matrimonial.search.heightRange' },
    });
    expect(parseFilters({ ...base, min_height_cm: '180', max_height_cm: '170' })).toEqual({
      errors: { min_height_cm: 'matrimonial.search.heightOrder' },
    });
  });

  it('hands the filters over on submit, and focuses a wrong field with its message instead', async () => {
    logInAs();
    const onSearch = vi.fn();
    render(<SearchFilterForm initial={savedFilters(summary())} onSearch={onSearch} />);
    await user.type(await screen.findByLabelText('City'), 'Pune');
    await user.selectOptions(screen.getByLabelText('Community'), 'cutchi_memon');
    await user.selectOptions(screen.getByLabelText('Order'), 'recently_active');
    await user.click(screen.getByLabelText('Verified by the jamat only'));
    await user.type(screen.getByLabelText('Height from (cm)'), '190');
    await user.type(screen.getByLabelText('Height to (cm)'), '170');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const from = screen.getByLabelText('Height from (cm)');
    expect(from).toHaveFocus();
    expect(from).toHaveAccessibleDescription('The lower height must not be above the upper height.');
    expect(onSearch).not.toHaveBeenCalled();
    await user.clear(from);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({
        city: 'Pune',
        community: 'cutchi_memon',
        sort: 'recently_active',
        verified_only: true,
        max_height_cm: 170,
      }),
      // The text as typed, which the sheet opens with next time.
      expect.objectContaining({ city: 'Pune', min_height_cm: '', max_height_cm: '170' }),
    );
  });
});

describe('the shortlist toggle', () => {
  it('is a pressed/unpressed button named for the profile, that adds and removes', async () => {
    logInAs();
    const calls: string[] = [];
    const id = matchCard(1).id;
    mockFetch({
      [`POST /api/matrimonial/shortlist/${id}`]: ({ method }) => (calls.push(method), json(null, 204)),
      [`DELETE /api/matrimonial/shortlist/${id}`]: ({ method }) => (calls.push(method), json(null, 204)),
    });
    const view = render(<ShortlistToggle profileId={id} name="Groom1" shortlisted={false} />);
    const button = await screen.findByRole('button', { name: 'Shortlist Groom1' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(calls).toEqual(['POST']));
    view.unmount();
    render(<ShortlistToggle profileId={id} name="Groom1" shortlisted />);
    const on = await screen.findByRole('button', { name: 'Shortlist Groom1' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    await user.click(on);
    await waitFor(() => expect(calls).toEqual(['POST', 'DELETE']));
  });
});

describe('pausing a profile', () => {
  it('asks the reason in a dialog and sends it; a paused profile offers Resume', async () => {
    logInAs();
    const bodies: unknown[] = [];
    const profile = summary();
    mockFetch({
      [`POST /api/matrimonial/${profile.id}/pause`]: ({ body }) => {
        bodies.push(body);
        return json({ id: profile.id, is_paused: (body as { paused: boolean }).paused });
      },
      'GET /api/matrimonial/user': () => json({}),
    });
    const view = render(<PauseControl profile={profile} />);
    await user.click(await screen.findByRole('button', { name: 'Pause Ayesha Memon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Ayesha Memon?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Engaged' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pause the profile' }));
    await waitFor(() => expect(bodies).toEqual([{ paused: true, reason: 'engaged' }]));
    expect(await screen.findByText('Ayesha Memon is paused.')).toBeInTheDocument();
    view.unmount();
    render(<PauseControl profile={{ ...profile, is_paused: true }} />);
    await user.click(await screen.findByRole('button', { name: 'Resume Ayesha Memon' }));
    await waitFor(() => expect(bodies[1]).toEqual({ paused: false, reason: null }));
  });
});

describe('new matches on the dashboard', () => {
  it('shows the first few cards, all on request, and marks them seen', async () => {
    logInAs();
    let seen = false;
    const cards = [1, 2, 3, 4].map((n) => matchCard(n));
    mockFetch({
      'GET /api/matrimonial/recommendations': () =>
        json({ data: seen ? [] : cards, since: '2026-11-01T00:00:00.000Z' }),
      'POST /api/matrimonial/recommendations/seen': () => ((seen = true), json(null, 204)),
    });
    render(<NewMatchesSection profileId={summary().id} />);
    const section = await screen.findByRole('region', { name: 'New matches for you' });
    expect(within(section).getByText('4 new profiles match your preferences.')).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    await user.click(within(section).getByRole('button', { name: 'See all 4' }));
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(within(section).getByRole('button', { name: 'Shortlist Groom4' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Mark as seen' }));
    // Nothing new any more: the section goes away.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New matches for you' })).toBeNull());
  });

  it('is not shown when there is nothing new', async () => {
    logInAs();
    const spy = mockFetch({
      'GET /api/matrimonial/recommendations': () => json({ data: [], since: '2026-11-01T00:00:00.000Z' }),
    });
    render(<NewMatchesSection profileId={summary().id} />);
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'New matches for you' })).toBeNull();
    expect(screen.queryByText('New matches for you')).toBeNull();
  });
});

describe('not interested on a profile', () => {
  it('hides the profile, says so with an Undo, and Undo brings it back', async () => {
    logInAs();
    const calls: string[] = [];
    const id = matchCard(2).id;
    mockFetch({
      [`POST /api/matrimonial/not-interested/${id}`]: () => (calls.push('POST'), json(null, 204)),
      [`DELETE /api/matrimonial/not-interested/${id}`]: () => (calls.push('DELETE'), json(null, 204)),
    });
    render(<ProfileViewActions profileId={id} name="Groom2" shortlisted={false} />);
    await user.click(await screen.findByRole('button', { name: 'Not interested' }));
    const status = screen.getByRole('status');
    expect(
      await within(status).findByText('Groom2 is hidden from your search for 30 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not interested' })).toBeNull();
    await user.click(within(status).getByRole('button', { name: 'Undo' }));
    expect(await within(status).findByText('Groom2 is back in your search.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not interested' })).toBeInTheDocument();
    expect(calls).toEqual(['POST', 'DELETE']);
  });
});
