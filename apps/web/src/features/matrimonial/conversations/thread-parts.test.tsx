import type { ConversationMessage } from '@samaj/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
// Gives jsdom the document.fonts the autosize Textareas listen to.
import '../../../test/fixtures/matrimonial.ts';
import '../i18n.ts';
import { CloseConversationDialog, ReportMessageDialog } from './conversation-dialogs.tsx';
import { Composer, MessageBubble, OutboxBubble } from './thread-parts.tsx';

const user = userEvent.setup({ delay: null });

const message: ConversationMessage = {
  id: 'm1',
  conversation_id: 'c1',
  client_id: '7b0c1c9e-3f0a-4c5e-9a63-5f0c2b7f1a11',
  profile_id: 'p-other',
  author: { account_id: 'a2', name: 'Imran Patel', role: 'holder' },
  body: 'Call 98765 43210 please',
  sent_at: '2026-12-07T04:00:00.000Z',
  removed: false,
  read_by_other_at: null,
};

function list(children: React.ReactNode) {
  return <ol>{children}</ol>;
}

describe('the composer', () => {
  it('counts characters, keeps Enter for new lines and sends on Ctrl+Enter, then empties', async () => {
    const onSend = vi.fn();
    renderRoutes([{ path: '/', element: <Composer offline={false} onSend={onSend} /> }]);
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Salaam{Enter}Line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByLabelText('15 of 2000 characters')).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledWith('Salaam\nLine two');
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('refuses more than 2000 characters and says it is offline when it is', async () => {
    const onSend = vi.fn();
    renderRoutes([{ path: '/', element: <Composer offline onSend={onSend} /> }]);
    expect(await screen.findByText(/You are offline/)).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('At most 2000 characters.')).toBeInTheDocument();
  });
});

describe('a message', () => {
  it("shows another family's number as text until they share, with a report button naming them", async () => {
    const onReport = vi.fn();
    renderRoutes([
      {
        path: '/',
        element: list(
          <MessageBubble
            message={message}
            own={false}
            shared={false}
            onDelete={vi.fn()}
            onReport={onReport}
          />,
        ),
      },
    ]);
    const item = await screen.findByRole('listitem');
    expect(within(item).queryByRole('link')).toBeNull();
    expect(within(item).getByText('98765 43210').tagName).toBe('BDI');
    expect(item.querySelector('[dir="auto"]')).not.toBeNull();
    await user.click(within(item).getByRole('button', { name: /Report the message from Imran Patel/ }));
    expect(onReport).toHaveBeenCalledWith(message);
  });

  it('links the number once shared; one of ours says Read and offers Delete; a removed one says so', async () => {
    const onDelete = vi.fn();
    renderRoutes([
      {
        path: '/',
        element: list(
          <>
            <MessageBubble
              message={{ ...message, read_by_other_at: '2026-12-07T04:05:00.000Z' }}
              own
              shared
              onDelete={onDelete}
              onReport={vi.fn()}
            />
            <MessageBubble
              message={{ ...message, id: 'm2', removed: true, body: '' }}
              own={false}
              shared
              onDelete={vi.fn()}
              onReport={vi.fn()}
            />
          </>,
        ),
      },
    ]);
    const [ours, removed] = await screen.findAllByRole('listitem');
    expect(within(ours!).getByRole('link', { name: '98765 43210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    expect(within(ours!).getByText('Read')).toBeInTheDocument();
    await user.click(within(ours!).getByRole('button', { name: /Delete your message/ }));
    expect(onDelete).toHaveBeenCalled();
    expect(within(removed!).getByText('Message removed')).toBeInTheDocument();
    expect(within(removed!).queryByRole('button')).toBeNull();
  });

  it('in the outbox: waiting, or refused with the reason and a discard button', async () => {
    const onDiscard = vi.fn();
    const item = {
      client_id: 'c-1',
      conversation_id: 'c1',
      profile_id: 'p1',
      body: 'Hello',
      created_at: '2026-12-07T04:00:00.000Z',
    };
    renderRoutes([
      {
        path: '/',
        element: list(
          <>
            <OutboxBubble item={{ ...item, state: 'waiting' }} onDiscard={onDiscard} />
            <OutboxBubble
              item={{
                ...item,
                client_id: 'c-2',
                state: 'failed',
                problem: 'closed',
                message: 'This conversation is closed.',
              }}
              onDiscard={onDiscard}
            />
          </>,
        ),
      },
    ]);
    const [waiting, failed] = await screen.findAllByRole('listitem');
    expect(within(waiting!).getByText('Waiting to send')).toBeInTheDocument();
    expect(within(waiting!).queryByRole('button')).toBeNull();
    expect(within(failed!).getByText('Not sent: This conversation is closed.')).toBeInTheDocument();
    await user.click(within(failed!).getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledWith('c-2');
  });
});

describe('the dialogs', () => {
  it('closing asks for one of the decline reasons before it ends the conversation', async () => {
    const onConfirm = vi.fn();
    renderRoutes([
      {
        path: '/',
        element: (
          <CloseConversationDialog
            opened
            name="Imran"
            loading={false}
            onClose={vi.fn()}
            onConfirm={onConfirm}
          />
        ),
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'End the conversation with Imran?' });
    await user.click(within(dialog).getByRole('button', { name: 'End the conversation' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'We are going ahead with another proposal' }));
    await user.click(within(dialog).getByRole('button', { name: 'End the conversation' }));
    expect(onConfirm).toHaveBeenCalledWith('proceeding_elsewhere');
  });

  it('a report offers the five reasons and sends the one chosen with the note', async () => {
    const onConfirm = vi.fn();
    renderRoutes([
      {
        path: '/',
        element: <ReportMessageDialog opened loading={false} onClose={vi.fn()} onConfirm={onConfirm} />,
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['harassment', 'asks_for_money', 'pressure_for_contact', 'inappropriate', 'other']);
    await user.click(within(dialog).getByRole('radio', { name: 'Asks for money' }));
    await user.type(within(dialog).getByRole('textbox'), 'Asked for a deposit.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(onConfirm).toHaveBeenCalledWith('asks_for_money', 'Asked for a deposit.');
  });
});
