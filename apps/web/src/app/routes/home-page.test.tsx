import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null });
import { describe, expect, it } from 'vitest';
import { json, mockFetch, never } from '../../test/fetch-mock.ts';
import { mainHall } from '../../test/fixtures/halls.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from '../router.tsx';

const page = <T,>(data: T[], next: string | null = null) => ({
  data,
  per_page: 6,
  next_cursor: next ? 'c1' : null,
  next_page_url: next,
  prev_cursor: null,
  prev_page_url: null,
  path: 'http://localhost/api/news',
});

const newsItem = {
  id: '0b7a0d7e-4a43-4e8e-9d57-4d8c2a1f0001',
  title: 'Community iftar on Friday',
  summary: 'Everyone is welcome at the hall.',
  body: 'Details.',
  image_url: null,
  published_at: '2026-03-01T10:00:00Z',
};
const job = {
  id: '0b7a0d7e-4a43-4e8e-9d57-4d8c2a1f0002',
  title: 'Accountant',
  organisation: 'Memon Traders',
  location: 'Mumbai',
  employment_type: 'Full time',
  description: 'Books.',
  how_to_apply: 'Email us.',
  closes_on: '2026-04-30',
  published_at: '2026-03-02T10:00:00Z',
};
const hall = mainHall;

describe('home page', () => {
  it('shows skeletons while the lists load', async () => {
    mockFetch({ 'GET /api/news': never, 'GET /api/jobs': never, 'GET /api/hall': never });
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Samaj' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading news' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading halls' })).toBeInTheDocument();
  });

  it('shows the latest news, jobs and halls', async () => {
    const fetchSpy = mockFetch({
      'GET /api/news': () => json(page([newsItem])),
      'GET /api/jobs': () => json(page([job])),
      'GET /api/hall': () => json([hall]),
    });
    renderRoutes(routes, '/');
    const newsLink = await screen.findByRole('link', { name: 'Community iftar on Friday' });
    expect(newsLink).toHaveAttribute('href', `/news/${newsItem.id}`);
    expect(screen.getByRole('link', { name: 'Accountant' })).toHaveAttribute('href', `/job/${job.id}`);
    expect(screen.getByText('Memon Traders · Mumbai')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Main Hall' })).toBeInTheDocument();
    expect(screen.getByText('Booking amount per date: ₹1,50,000')).toBeInTheDocument();
    expect(document.title).toBe('Community news, jobs and banquet halls · Samaj');
    // Every call is JSON with the session cookie.
    const [, init] = fetchSpy.mock.calls[0] ?? [];
    expect(init?.credentials).toBe('include');
  });

  it('says so when there is nothing to show', async () => {
    mockFetch({
      'GET /api/news': () => json(page([])),
      'GET /api/jobs': () => json(page([])),
      'GET /api/hall': () => json([]),
    });
    renderRoutes(routes, '/');
    expect(await screen.findByText('No news has been published yet.')).toBeInTheDocument();
    expect(await screen.findByText('No job openings right now.')).toBeInTheDocument();
    expect(await screen.findByText('No halls are listed yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list again', async () => {
    let newsCalls = 0;
    mockFetch({
      'GET /api/news': () =>
        ++newsCalls === 1 ? json({ message: 'Server Error' }, 500) : json(page([newsItem])),
      'GET /api/jobs': () => json(page([job])),
      'GET /api/hall': () => json([hall]),
    });
    renderRoutes(routes, '/');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load news.')).toBeInTheDocument();
    expect(
      within(alert).getByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Community iftar on Friday' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('follows next_page_url for more news', async () => {
    const second = { ...newsItem, id: '0b7a0d7e-4a43-4e8e-9d57-4d8c2a1f0009', title: 'Scholarship results' };
    mockFetch({
      'GET /api/news': ({ url }) =>
        url.includes('cursor=')
          ? json(page([second]))
          : json(page([newsItem], 'http://localhost:3000/api/news?per_page=6&cursor=c1')),
      'GET /api/jobs': () => json(page([])),
      'GET /api/hall': () => json([]),
    });
    renderRoutes(routes, '/');
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Scholarship results' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Community iftar on Friday' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
