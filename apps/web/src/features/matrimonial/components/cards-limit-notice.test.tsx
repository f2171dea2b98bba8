import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { cursorPage, ids, logIn, matchCard, summary, user } from '../../../test/fixtures/matrimonial.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import '../i18n.ts';
import { SearchProfilePage } from '../routes/search-profile-page.tsx';
import { NewMatchesSection } from './new-matches-section.tsx';

// SEARCH_CARDS_PER_DAY (docs/api.md, Identity and abuse): when the search or the new matches answer 429
// search_cards_limit, the page says when more come (Retry-After as a time in the reader's language),
// not a generic error with a retry.

const searchPath = `/api/matrimonial/mm/filter-profile/${ids.ayesha}`;
// 17:30 in India (12:00 UTC); the server's day ends at India's midnight, 6 h 30 min later.
const NOW = new Date('2030-01-15T12:00:00Z');
const limited = () =>
  json(
    {
      message:
        'You can see up to 1000 profiles a day in search and new matches. More come after midnight, India time.',
      code: 'search_cards_limit',
    },
    429,
    { 'Retry-After': String(6.5 * 3600) },
  );

/** The search page with the active profile loaded: its first search starts from the saved preferences. */
function search() {
  renderRoutes([{ path: '/', Component: SearchProfilePage }]);
}

/** The notice, found by its title once it shows. */
async function findNotice(title = 'That is all for today') {
  const notice = (await screen.findByText(title)).closest('[role="status"]');
  expect(notice).not.toBeNull();
  return notice as HTMLElement;
}

afterEach(async () => {
  vi.useRealTimers();
  await act(() => changeLanguage('en'));
});

/** The time a reader in the test's time zone sees for India's midnight after NOW, as the page writes it. */
function moreAt(locale: string) {
  const at = new Date('2030-01-15T18:30:00Z');
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at);
}

describe('the day’s allowance of profile cards', () => {
  it('on the first page of the search: a notice saying when more come, not an error', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const profiles = [summary()];
    logIn(profiles);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET ${searchPath}`]: limited,
    });
    search();
    const notice = await findNotice();
    expect(notice).toHaveTextContent(
      /You have seen as many profiles as one day allows\. More can be seen from/,
    );
    expect(notice).toHaveTextContent(moreAt('en-IN-u-nu-latn'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('on a later page: the cards stay, and the notice ends the list in place of "show more"', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const profiles = [summary()];
    logIn(profiles);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET ${searchPath}`]: ({ url }) =>
        url.includes('cursor=')
          ? limited()
          : json(cursorPage([matchCard(1), matchCard(2)], `${searchPath}?cursor=c1`)),
    });
    search();
    await screen.findByRole('link', { name: 'Groom1 Khan' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const notice = await findNotice();
    expect(notice).toHaveTextContent(moreAt('en-IN-u-nu-latn'));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on the new matches of the home page, in Urdu, right to left', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    logInAs();
    mockFetch({ 'GET /api/matrimonial/recommendations': limited });
    renderRoutes([{ path: '/', element: <NewMatchesSection profileId={summary().id} /> }]);
    await findNotice();
    await act(() => changeLanguage('ur'));
    const notice = await findNotice('آج کے لیے اتنا ہی');
    expect(document.documentElement.dir).toBe('rtl');
    expect(notice).toHaveTextContent(/ایک دن میں جتنی پروفائل دیکھی جا سکتی ہیں/);
    // The time in Urdu, kept whole inside the right-to-left sentence.
    expect(notice.textContent).toContain(`\u2066${moreAt('ur-IN-u-nu-latn')}\u2069`);
    expect(screen.getByRole('heading', { name: 'آپ کے لیے نئے رشتے' })).toBeInTheDocument();
  });
});
