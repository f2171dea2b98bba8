import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { adminUser, page } from '../../../test/fixtures/admin.ts';
import { JobEditorPage } from './job-editor-page.tsx';

const user = userEvent.setup({ delay: null });
const routes = [
  { path: '/admin/jobs/new', Component: JobEditorPage },
  { path: '/admin/jobs/:id', Component: JobEditorPage },
];
const job = {
  id: '3b0f6a52-6f6e-4c8e-9a55-0000000000b1',
  title: 'Accountant',
  organisation: 'Samaj Trust',
  location: 'Mumbai',
  employment_type: 'part_time',
  description: 'Books.',
  how_to_apply: 'Write to us.',
  closes_on: '2026-12-31',
  published_at: null,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
};

describe('job editor', { timeout: 30_000 }, () => {
  it('saves a new job with trimmed texts, full time by default and no closing date', async () => {
    logInAs(adminUser);
    const spy = mockFetch({
      'GET /api/admin/jobs': () => json(page([])),
      'POST /api/admin/jobs': () => json({ ...job, title: 'Cashier' }, 201),
    });
    const { router } = renderRoutes(routes, '/admin/jobs/new');
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      'Please give a title.',
    );

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), ' Cashier ');
    await user.type(screen.getByRole('textbox', { name: /^Organisation/ }), ' Samaj Trust ');
    await user.type(screen.getByRole('textbox', { name: /^About the job/ }), ' Counts. ');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/jobs/${job.id}`));
    const call = spy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      title: 'Cashier',
      organisation: 'Samaj Trust',
      location: '',
      employment_type: 'full_time',
      description: ' Counts. ',
      how_to_apply: '',
      closes_on: null,
      apply_phone: null,
      apply_whatsapp: null,
      translations: {},
    });
  });

  it('shows a saved job and sends its changes', async () => {
    logInAs(adminUser);
    const spy = mockFetch({
      'GET /api/admin/jobs': () => json(page([job])),
      [`PUT /api/admin/jobs/${job.id}`]: () => json({ ...job, location: 'Pune' }),
    });
    renderRoutes(routes, `/admin/jobs/${job.id}`);
    const location = await screen.findByRole('textbox', { name: /^Location/ });
    expect(location).toHaveValue('Mumbai');
    expect(screen.getByLabelText(/^Type of work/, { selector: 'input:not([type=hidden])' })).toHaveValue(
      'Part time',
    );
    await user.clear(location);
    await user.type(location, 'Pune');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(screen.getAllByText('Saved.').length).toBeGreaterThan(0);
    const call = spy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      title: 'Accountant',
      organisation: 'Samaj Trust',
      location: 'Pune',
      employment_type: 'part_time',
      description: 'Books.',
      how_to_apply: 'Write to us.',
      closes_on: '2026-12-31',
      apply_phone: null,
      apply_whatsapp: null,
      translations: {},
    });
  });
});
