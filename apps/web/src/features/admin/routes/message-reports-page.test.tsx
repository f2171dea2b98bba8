import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageReport } from '@samaj/shared';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, never } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { adminUser, page } from '../../../test/fixtures/admin.ts';
import { MessageReportsPage } from './message-reports-page.tsx';

const user = userEvent.setup({ delay: null });
const routes = [{ path: '/admin/message-reports', Component: MessageReportsPage }];

const id = (n: number) => `3b0f6a52-6f6e-4c8e-9a55-${String(n).padStart(12, '0')}`;
const imran = { account_id: id(101), name: 'Imran Patel', role: 'holder' as const };
const sana = { account_id: id(102), name: 'ثنا میمن', role: 'candidate' as const };

/** Six messages, the last one reported; one Urdu, one removed. */
const excerpt = (): MessageReport['excerpt'] => [
  ...[1, 2, 3].map((n) => ({
    id: id(200 + n),
    author: n % 2 ? imran : sana,
    body: n === 2 ? 'السلام علیکم، آپ کیسے ہیں؟' : `Message ${n}`,
    sent_at: `2026-03-01T10:0${n}:00Z`,
    removed: false,
    reported: false,
  })),
  { id: id(204), author: sana, body: '', sent_at: '2026-03-01T10:04:00Z', removed: true, reported: false },
  {
    id: id(205),
    author: sana,
    body: 'Message 5',
    sent_at: '2026-03-01T10:05:00Z',
    removed: false,
    reported: false,
  },
  {
    id: id(206),
    author: imran,
    body: 'Send ₹50,000 first, then we talk.',
    sent_at: '2026-03-01T10:06:00Z',
    removed: false,
    reported: true,
  },
];

const report = (overrides: Partial<MessageReport> = {}): MessageReport => ({
  id: id(1),
  reason: 'asks_for_money',
  note: 'He asked twice.',
  created_at: '2026-03-01T11:00:00Z',
  status: 'open',
  reporter: { account_id: id(102), name: 'Aisha Memon' },
  message_id: id(206),
  conversation_id: id(300),
  conversation_state: 'open',
  excerpt: excerpt(),
  closed_at: null,
  close_action: null,
  close_note: null,
  ...overrides,
});

const posts = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

describe('reported messages queue', { timeout: 30_000 }, () => {
  it('shows each report with its reason, note, reporter and the excerpt, the reported message marked', async () => {
    logInAs(adminUser);
    const spy = mockFetch({ 'GET /api/admin/message-reports': () => json(page([report()])) });
    renderRoutes(routes, '/admin/message-reports');
    const card = await screen.findByRole('listitem', { name: 'Asks for money' });
    expect(String(spy.mock.calls[0]?.[0])).toContain('status=open');
    expect(card).toHaveTextContent('Reported by Aisha Memon on');
    expect(card).toHaveTextContent('Their note: He asked twice.');
    expect(card).toHaveTextContent('Conversation open');

    const messages = within(within(card).getByRole('list')).getAllByRole('listitem');
    expect(messages).toHaveLength(6);
    // Oldest first, the reported one last and marked in words (not by colour alone).
    expect(messages[5]).toHaveTextContent('Reported message');
    expect(messages[5]).toHaveTextContent('Imran Patel (family)');
    expect(messages[5]).toHaveTextContent('Send ₹50,000 first, then we talk.');
    expect(messages.slice(0, 5).some((m) => m.textContent?.includes('Reported message'))).toBe(false);
    // Each text takes its own direction; the candidate's Urdu name by the reader rule (Latin missing: as written).
    expect(within(messages[1]!).getByText('السلام علیکم، آپ کیسے ہیں؟')).toHaveAttribute('dir', 'auto');
    expect(messages[1]).toHaveTextContent('ثنا میمن (candidate)');
    expect(messages[3]).toHaveTextContent('Removed by its author.');

    expect(within(card).getByRole('button', { name: 'Dismiss…' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Close the conversation…' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Suspend Imran Patel…' })).toBeInTheDocument();
  });

  it('closes the conversation after a confirmation that says what happens, then says so', async () => {
    logInAs(adminUser);
    let open = [report()];
    const spy = mockFetch({
      'GET /api/admin/message-reports': () => json(page(open)),
      [`POST /api/admin/message-reports/${id(1)}/close`]: () => {
        open = [];
        return json(
          report({ status: 'closed', close_action: 'conversation_closed', conversation_state: 'closed' }),
        );
      },
    });
    renderRoutes(routes, '/admin/message-reports');
    await user.click(await screen.findByRole('button', { name: 'Close the conversation…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this conversation?' });
    expect(dialog).toHaveTextContent('The conversation ends for both families');
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(spy)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Close the conversation…' }));
    const again = await screen.findByRole('dialog', { name: 'Close this conversation?' });
    await user.type(within(again).getByRole('textbox', { name: /Note/ }), ' Asked for money. ');
    await user.click(within(again).getByRole('button', { name: 'Close the conversation' }));
    expect(await screen.findByText('Conversation closed; report closed.')).toBeInTheDocument();
    expect(posts(spy)).toEqual([
      [
        `/api/admin/message-reports/${id(1)}/close`,
        { action: 'conversation_closed', note: 'Asked for money.' },
      ],
    ]);
    expect(await screen.findByText('No open reports of messages.')).toBeInTheDocument();
  });

  it("needs the reason to suspend the author's account", async () => {
    logInAs(adminUser);
    const spy = mockFetch({
      'GET /api/admin/message-reports': () => json(page([report()])),
      [`POST /api/admin/message-reports/${id(1)}/close`]: () =>
        json(report({ status: 'closed', close_action: 'user_suspended' })),
    });
    renderRoutes(routes, '/admin/message-reports');
    await user.click(await screen.findByRole('button', { name: 'Suspend Imran Patel…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the account of Imran Patel?' });
    expect(dialog).toHaveTextContent('Imran Patel can no longer log in or send messages');
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the suspension/ });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend the account of Imran Patel' }));
    expect(reason).toHaveAccessibleDescription(/Please give the reason for the suspension\./);
    expect(posts(spy)).toEqual([]);
    await user.type(reason, 'Asked for money');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend the account of Imran Patel' }));
    expect(
      await screen.findByText('The account of Imran Patel is suspended; report closed.'),
    ).toBeInTheDocument();
    expect(posts(spy)).toEqual([
      [`/api/admin/message-reports/${id(1)}/close`, { action: 'user_suspended', note: 'Asked for money' }],
    ]);
  });

  it("dismisses, and shows the server's refusal in the dialog", async () => {
    logInAs(adminUser);
    mockFetch({
      'GET /api/admin/message-reports': () => json(page([report()])),
      [`POST /api/admin/message-reports/${id(1)}/close`]: () =>
        json({ code: 'conflict', message: 'This report is already closed.' }, 409),
    });
    renderRoutes(routes, '/admin/message-reports');
    await user.click(await screen.findByRole('button', { name: 'Dismiss…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This report is already closed.');
  });

  it('lists closed reports with their outcome and no actions; a closed conversation offers no closing', async () => {
    logInAs(adminUser);
    mockFetch({
      'GET /api/admin/message-reports': ({ url }) =>
        json(
          page(
            url.includes('status=closed')
              ? [
                  report({
                    status: 'closed',
                    close_action: 'user_suspended',
                    closed_at: '2026-03-02T10:00:00Z',
                    close_note: 'Asked for money',
                  }),
                ]
              : [report({ conversation_state: 'closed' })],
          ),
        ),
    });
    renderRoutes(routes, '/admin/message-reports');
    const open = await screen.findByRole('listitem', { name: 'Asks for money' });
    expect(open).toHaveTextContent('Conversation closed');
    expect(within(open).queryByRole('button', { name: 'Close the conversation…' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const closed = await screen.findByRole('listitem', { name: 'Asks for money' });
    expect(closed).toHaveTextContent('Account suspended');
    expect(closed).toHaveTextContent('Note: Asked for money');
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows loading, then an error with a retry, and the empty state', async () => {
    logInAs(adminUser);
    mockFetch({ 'GET /api/admin/message-reports': never });
    const { unmount } = renderRoutes(routes, '/admin/message-reports');
    expect(await screen.findByLabelText('Loading reported messages')).toBeInTheDocument();
    unmount();

    let fail = true;
    mockFetch({
      'GET /api/admin/message-reports': () =>
        fail ? json({ code: 'internal', message: 'Something went wrong.' }, 500) : json(page([])),
    });
    renderRoutes(routes, '/admin/message-reports');
    expect(
      await screen.findByText('Could not load the reported messages.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByText('No open reports of messages.')).toBeInTheDocument();
  });
});
