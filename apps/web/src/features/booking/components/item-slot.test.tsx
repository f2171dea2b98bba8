import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { json, mockFetch, never } from '../../../test/fetch-mock.ts';
import { hall, mainHall } from '../../../test/fixtures/halls.ts';
import { renderRoutes } from '../../../test/render.tsx';
import '../i18n.ts';
import { ItemSlot } from './item-slot.tsx';

// A booked slot with the hall's hours for it, on the reader's language's clock (decision 053).

const evenings = hall({
  slot_hours: {
    M: { from: '09:00', to: '15:00' },
    E: { from: '18:30', to: '23:30' },
    B: { from: '09:00', to: '23:30' },
  },
});

const slotCell = (hallId: string, slot: 'M' | 'E' | 'B') =>
  renderRoutes([
    {
      path: '/',
      element: (
        <div data-testid="cell">
          <ItemSlot hallId={hallId} slot={slot} />
        </div>
      ),
    },
  ]);

/** Intl's thin and narrow no-break spaces as plain ones. */
const spaces = (s: string | null | undefined) => (s ?? '').replace(/[\u2009\u202f]/g, ' ');

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe("a booked slot's hours", () => {
  it('shows the slot, then its hours once the halls are read', async () => {
    mockFetch({ 'GET /api/hall': () => json([evenings]) });
    slotCell(evenings.id, 'E');
    expect(screen.getByTestId('cell')).toHaveTextContent(/^Evening$/);
    await screen.findByText(/11:30/);
    expect(spaces(screen.getByTestId('cell').textContent)).toBe('Evening6:30 – 11:30 pm');
  });

  it('Gujarati and Urdu: the slot in their words, the hours on their clock, kept left to right in Urdu', async () => {
    mockFetch({ 'GET /api/hall': () => json([evenings]) });
    slotCell(evenings.id, 'B');
    await screen.findByText(/11:30/);
    await act(() => changeLanguage('gu'));
    await screen.findByText(/^આખો દિવસ/);
    expect(spaces(screen.getByTestId('cell').textContent)).toBe('આખો દિવસ9:00 AM – 11:30 PM');
    await act(() => changeLanguage('ur'));
    await screen.findByText(/^پورا دن/);
    expect(screen.getByTestId('cell').textContent).toMatch(/^پورا دن\u20669:00 AM\s–\s11:30 PM\u2069$/);
  });

  it('the slot alone while the halls load', async () => {
    mockFetch({ 'GET /api/hall': never });
    slotCell(mainHall.id, 'M');
    expect(screen.getByTestId('cell')).toHaveTextContent(/^Morning$/);
  });

  it('the slot alone for a hall the list does not have', async () => {
    mockFetch({ 'GET /api/hall': () => json([evenings]) });
    slotCell('0b7a0d7e-4a43-4e8e-9d57-4d8c2a1f0999', 'M');
    await act(async () => {});
    expect(screen.getByTestId('cell')).toHaveTextContent(/^Morning$/);
  });
});
