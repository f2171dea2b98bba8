import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { cursorPage, ids, logIn, matchCard, summary, user } from '../../test/fixtures/matrimonial.ts';

const searchPath = `/api/matrimonial/mm/filter-profile/${ids.ayesha}`;

describe('search and the saved preferences', () => {
  it('does not load the user again after the first search (its saved preferences), only after a changed one', async () => {
    const profiles = [summary()];
    logIn(profiles);
    const calls: ('user' | 'search')[] = [];
    mockFetch({
      'GET /api/matrimonial/user': () => {
        calls.push('user');
        return json(user(profiles));
      },
      [`GET ${searchPath}`]: () => {
        calls.push('search');
        return json(cursorPage([matchCard(1)]));
      },
    });
    // The page may search before the user has answered (it starts from the user kept with the session,
    // decision 040): the page load's one user request can come before or after the first search.
    const userLoads = () => calls.filter((call) => call === 'user').length;
    renderRoutes(routes, '/matrimonial/search-profile');
    expect(await screen.findByRole('link', { name: 'Groom1 Khan' })).toBeInTheDocument();
    // Give a reload the time it would take: none comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((call) => call === 'search')).toHaveLength(1);
    expect(userLoads()).toBe(1);

    // The phone's sheet (the wide screens' panel beside the matches holds the same form).
    await userEvent.click(screen.getByRole('button', { name: 'Filters, 2 in use' }));
    const sheet = await screen.findByRole('dialog', { name: 'Search filters' });
    const minAge = within(sheet).getByLabelText('Age from');
    await userEvent.clear(minAge);
    await userEvent.type(minAge, '25');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    // The server saved the changed filters as the profile's preferences: the user is loaded again.
    await waitFor(() => expect(userLoads()).toBe(2), { timeout: 5000 });
    expect(calls.at(-1)).toBe('user');
    expect(calls.filter((call) => call === 'search')).toHaveLength(2);
  });

  it('asks for the user once on a page load: the site and the matrimonial area share the request', async () => {
    const profiles = [summary()];
    logIn(profiles);
    let userLoads = 0;
    mockFetch({
      'GET /api/matrimonial/user': async () => {
        userLoads += 1;
        // Slow enough that both the site's refresh and the area ask while it is under way.
        await new Promise((resolve) => setTimeout(resolve, 100));
        return json(user(profiles));
      },
      [`GET ${searchPath}`]: () => json(cursorPage([matchCard(1)])),
    });
    renderRoutes(routes, '/matrimonial/search-profile');
    expect(await screen.findByRole('link', { name: 'Groom1 Khan' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(userLoads).toBe(1);
  });
});
