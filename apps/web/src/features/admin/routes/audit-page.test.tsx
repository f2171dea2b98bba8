import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@samaj/shared';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { adminUser, page } from '../../../test/fixtures/admin.ts';
import { AuditPage } from './audit-page.tsx';

const bookingId = '3b0f6a52-6f6e-4c8e-9a55-0000000000c1';
const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: crypto.randomUUID(),
  actor: { id: adminUser.id, name: 'Jamat Office' },
  action: 'news.create',
  entity_type: 'news',
  entity_id: '3b0f6a52-6f6e-4c8e-9a55-0000000000a1',
  entity_label: 'Eid gathering',
  before: null,
  after: null,
  created_at: '2026-03-02T09:00:00Z',
  ...overrides,
});

describe('audit log', { timeout: 30_000 }, () => {
  it('names who acted and what on, not ids', async () => {
    logInAs(adminUser);
    mockFetch({
      'GET /api/admin/audit': () =>
        json(
          page([
            entry({
              action: 'booking.cancel',
              entity_type: 'booking',
              entity_id: bookingId,
              entity_label: 'Fatima: Main Hall, 7 May 2030',
              before: { status: 'confirmed' },
              after: { status: 'cancelled' },
            }),
            entry({}),
            entry({
              action: 'user.admin.grant',
              entity_type: 'user',
              entity_label: 'Zara Khan (+919876543210)',
            }),
            entry({ action: 'hall.rename', entity_type: 'hall', entity_label: null, actor: null }),
          ]),
        ),
    });
    renderRoutes([{ path: '/admin/audit', Component: AuditPage }], '/admin/audit');

    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(4);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!).slice(1, 3)).toEqual([
      'Jamat Office',
      'Cancelled a bookingBooking: Fatima: Main Hall, 7 May 2030',
    ]);
    expect(cells(rows[1]!)[2]).toBe('Created a news itemNews item: Eid gathering');
    expect(cells(rows[2]!)[2]).toBe('Made an adminUser: Zara Khan (+919876543210)');
    // An action the page does not know yet is shown as recorded; a subject with no name, by its kind.
    expect(cells(rows[3]!).slice(1, 3)).toEqual(['System', 'hall.renameHall']);
    expect(screen.queryByText(new RegExp(bookingId))).not.toBeInTheDocument();

    // The phone's cards say the same, with who and when in words.
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('Cancelled a booking');
    expect(cards[0]).toHaveTextContent('Booking: Fatima: Main Hall, 7 May 2030');
    expect(cards[0]).toHaveTextContent('By Jamat Office,');
    expect(cards[3]).toHaveTextContent('By System,');
  });
});
