import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { adminUser, newsItem, page } from '../../../test/fixtures/admin.ts';
import { NewsEditorPage } from './news-editor-page.tsx';

const user = userEvent.setup({ delay: null });
const routes = [
  { path: '/admin/news/new', Component: NewsEditorPage },
  { path: '/admin/news/:id', Component: NewsEditorPage },
];

describe('news editor', { timeout: 30_000 }, () => {
  it('shows a live preview drawn like the public page', async () => {
    logInAs(adminUser);
    mockFetch({ 'GET /api/admin/news': () => json(page([])) });
    renderRoutes(routes, '/admin/news/new');
    await screen.findByRole('heading', { level: 1, name: 'New news item' });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Untitled' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Eid gathering');
    await user.type(screen.getByRole('textbox', { name: /^Summary/ }), 'All are welcome.');
    await user.type(
      screen.getByRole('textbox', { name: /^Text/ }),
      'First paragraph.{enter}{enter}Second paragraph.',
    );
    expect(within(preview).getByRole('heading', { name: 'Eid gathering' })).toBeInTheDocument();
    expect(within(preview).getByText('All are welcome.')).toBeInTheDocument();
    expect(within(preview).getByText('First paragraph.')).toBeInTheDocument();
    expect(within(preview).getByText('Second paragraph.')).toBeInTheDocument();
    expect(within(preview).getByText('Not published yet')).toBeInTheDocument();
  });

  it('needs a title before it saves', async () => {
    logInAs(adminUser);
    const spy = mockFetch({ 'GET /api/admin/news': () => json(page([])) });
    renderRoutes(routes, '/admin/news/new');
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveAccessibleDescription('Please give a title.');
    expect(title).toHaveFocus();
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('saves a new item and publishes it with notify', async () => {
    logInAs(adminUser);
    const created = newsItem({ title: 'Eid gathering', summary: 'All are welcome.', body: 'Come early.' });
    const spy = mockFetch({
      'GET /api/admin/news': () => json(page([])),
      'POST /api/admin/news': () => json(created, 201),
      [`POST /api/admin/news/${created.id}/publish`]: () =>
        json({ ...created, published_at: '2026-03-02T09:00:00Z' }),
    });
    renderRoutes(routes, '/admin/news/new');
    await user.click(await screen.findByRole('textbox', { name: /^Title/ }));
    await user.paste('Eid gathering');
    await user.click(screen.getByRole('textbox', { name: /^Summary/ }));
    await user.paste('All are welcome.');
    await user.click(screen.getByRole('textbox', { name: /^Text/ }));
    await user.paste('Come early.');
    await user.click(screen.getByRole('checkbox', { name: /Notify members/ }));
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));

    await waitFor(() =>
      expect(spy.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toContain(
        `POST /api/admin/news/${created.id}/publish`,
      ),
    );
    const body = (path: string) =>
      JSON.parse(
        String(spy.mock.calls.find(([url, init]) => url === path && init?.method === 'POST')?.[1]?.body),
      );
    expect(body('/api/admin/news')).toEqual({
      title: 'Eid gathering',
      summary: 'All are welcome.',
      body: 'Come early.',
      translations: {},
    });
    expect(body(`/api/admin/news/${created.id}/publish`)).toEqual({ notify: true });
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit news item' })).toBeInTheDocument();
  });

  it('publishes a saved draft without notify', async () => {
    logInAs(adminUser);
    const draft = newsItem();
    const spy = mockFetch({
      'GET /api/admin/news': () => json(page([draft])),
      [`POST /api/admin/news/${draft.id}/publish`]: () =>
        json({ ...draft, published_at: '2026-03-02T09:00:00Z' }),
    });
    renderRoutes(routes, `/admin/news/${draft.id}`);
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Eid gathering');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    const publish = spy.mock.calls.find(([url]) => String(url).endsWith('/publish'));
    expect(JSON.parse(String(publish?.[1]?.body))).toEqual({});
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });

  it("puts the server's field errors on their fields, and any other on the form", async () => {
    logInAs(adminUser);
    const draft = newsItem();
    let answer = json({ message: 'The title is taken.', errors: { title: ['The title is taken.'] } }, 422);
    mockFetch({
      'GET /api/admin/news': () => json(page([draft])),
      [`PUT /api/admin/news/${draft.id}`]: () => answer,
    });
    renderRoutes(routes, `/admin/news/${draft.id}`);
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('The title is taken.'));
    expect(title).toHaveFocus();
    expect(screen.queryByText('The title is taken.', { selector: '[role="alert"]' })).not.toBeInTheDocument();

    answer = json({ message: 'Slow down.', errors: { rate: ['Slow down.'] } }, 422);
    await user.type(title, '!');
    expect(title).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Slow down.', { selector: '[role="alert"]' })).toBeInTheDocument();
  });
});
