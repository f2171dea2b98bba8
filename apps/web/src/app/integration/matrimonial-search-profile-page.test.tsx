import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { cursorPage, ids, logIn, matchCard, summary, user } from '../../test/fixtures/matrimonial.ts';

const searchPath = `/api/matrimonial/mm/filter-profile/${ids.ayesha}`;

describe('search profile', () => {
  it('starts from the saved preferences and follows next_page_url for more', async () => {
    const profiles = [summary()];
    logIn(profiles);
    const next = `http://localhost:3000${searchPath}?prefer_marital_status=never_married&prefer_with_job=any&prefer_min_age=24&prefer_max_age=32&cursor=c1`;
    const requested: string[] = [];
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET ${searchPath}`]: ({ url }) => {
        requested.push(url);
        return url.includes('cursor=')
          ? json(cursorPage([matchCard(3)]))
          : json(
              cursorPage(
                [
                  matchCard(1),
                  matchCard(2, { matches: { marital_status: false, with_job: false, age: true } }),
                ],
                next,
              ),
            );
      },
    });
    renderRoutes(routes, '/matrimonial/search-profile');

    // The matches come first, the first page asked with the profile's saved preferences; on a phone the
    // filters wait behind a button that counts the two that narrow the search (never married, ages
    // 24-32), and the wide screens' panel beside the matches is hidden there by Mantine's CSS (which
    // jsdom does not apply: its class is what is checked).
    await screen.findByRole('link', { name: 'Groom1 Khan' });
    expect(screen.getByRole('complementary', { name: 'Search filters' })).toHaveClass(
      'mantine-visible-from-md',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters, 2 in use' }));
    const sheet = await screen.findByRole('dialog', { name: 'Search filters' });
    expect(within(sheet).getByLabelText('Marital status')).toHaveValue('never_married');
    expect(within(sheet).getByLabelText('Working')).toHaveValue('any');
    expect(within(sheet).getByLabelText('Age from')).toHaveValue(24);
    expect(within(sheet).getByLabelText('Age to')).toHaveValue(32);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(requested[0]).toBe(
      `${searchPath}?prefer_marital_status=never_married&prefer_with_job=any&prefer_min_age=24&prefer_max_age=32`,
    );

    // Each card says which preferences it meets, and whether the match is mutual.
    const card1 = cards[0]!;
    expect(within(card1).getByRole('link', { name: 'Groom1 Khan' })).toHaveAttribute(
      'href',
      `/matrimonial/view-profile/${matchCard(1).id}`,
    );
    expect(within(card1).getByText('28 years · Pune · Never married · Engineer')).toBeInTheDocument();
    expect(within(card1).getByText('Marital status matches')).toBeInTheDocument();
    expect(within(card1).getByText('Work matches')).toBeInTheDocument();
    expect(within(card1).queryByText('Age matches')).not.toBeInTheDocument();
    expect(within(card1).getByText('Mutual match')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Age matches')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Mutual match')).not.toBeInTheDocument();
    expect(screen.getByText('2 profiles shown+')).toBeInTheDocument();

    // "Show more" follows next_page_url (its path and query, on our own origin).
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Groom3 Khan' })).toBeInTheDocument();
    expect(requested[1]).toBe(next.replace('http://localhost:3000', ''));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('3 profiles shown')).toBeInTheDocument();
  });

  it('searches again with changed filters, and checks the ages first', async () => {
    const profiles = [summary()];
    logIn(profiles);
    const requested: string[] = [];
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET ${searchPath}`]: ({ url }) => {
        requested.push(url);
        return json(cursorPage(url.includes('prefer_with_job=yes') ? [] : [matchCard(1)]));
      },
    });
    renderRoutes(routes, '/matrimonial/search-profile');
    expect(await screen.findByRole('link', { name: 'Groom1 Khan' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters, 2 in use' }));
    const sheet = await screen.findByRole('dialog', { name: 'Search filters' });
    const minAge = within(sheet).getByLabelText('Age from');
    await userEvent.clear(minAge);
    await userEvent.type(minAge, '40');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The lower age must not be above the upper age.')).toBeInTheDocument();
    expect(minAge).toHaveFocus();
    expect(requested).toHaveLength(1);

    await userEvent.clear(minAge);
    await userEvent.type(minAge, '25');
    await userEvent.selectOptions(within(sheet).getByLabelText('Working'), 'yes');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Work and ages narrow it now, besides the marital status.
    expect(screen.getByRole('button', { name: 'Filters, 3 in use' })).toHaveFocus();
    expect(
      await screen.findByText('No profiles match these filters. Try a wider age range or “Any”.'),
    ).toBeInTheDocument();
    expect(requested[1]).toContain('prefer_with_job=yes');
    expect(requested[1]).toContain('prefer_min_age=25');
  });
});
