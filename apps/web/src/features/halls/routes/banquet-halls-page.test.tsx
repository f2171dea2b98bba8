import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { hall } from '../../../test/fixtures/halls.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { BanquetHallsPage } from './banquet-halls-page.tsx';

// The listing shows where each hall is and when guests come in each slot, the hours as the reader's
// language writes them (docs/api.md, What families read).

const station = hall({
  address: '12 Station Road\nSurat 395003',
  slot_hours: {
    M: { from: '09:00', to: '15:00' },
    E: { from: '18:30', to: '23:30' },
    B: { from: '09:00', to: '23:30' },
  },
});

/** Intl's thin and narrow spaces as plain ones. */
const spaces = (s: string | null) => (s ?? '').replace(/[\u2009\u202f]/g, ' ');

function listing() {
  mockFetch({
    'GET /api/hall': () => json([station]),
    'POST /api/hall/check-availablility-month': () => json([]),
  });
  renderRoutes([{ path: '/banquet-halls', Component: BanquetHallsPage }], '/banquet-halls');
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe("the halls' address and slot hours", () => {
  it('in English: the address as the office wrote it and each slot from–to on a 12-hour clock', async () => {
    listing();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Main Hall' })).closest('article')!;
    const details = within(card as HTMLElement);
    expect(details.getByText('Address').tagName).toBe('DT');
    expect(details.getByText(/12 Station Road/)).toHaveTextContent('12 Station Road Surat 395003');
    expect(details.getByText('Hours').tagName).toBe('DT');
    const hours = details.getAllByText(/^(Morning|Evening|Full day):/).map((dd) => spaces(dd.textContent));
    expect(hours).toEqual([
      'Morning: 9:00 am – 3:00 pm',
      'Evening: 6:30 – 11:30 pm',
      'Full day: 9:00 am – 11:30 pm',
    ]);
  });

  it('in Gujarati and Urdu: their own words, the same clock in Latin digits, kept whole right to left', async () => {
    listing();
    await screen.findByRole('heading', { level: 2, name: 'Main Hall' });
    await act(() => changeLanguage('gu'));
    expect(spaces((await screen.findByText(/^સાંજ:/)).textContent)).toBe('સાંજ: 6:30 – 11:30 PM');
    await act(() => changeLanguage('ur'));
    const evening = await screen.findByText(/^شام:/);
    expect(evening.textContent).toMatch(/^شام: \u20666:30\s?–\s?11:30 PM\u2069$/);
    expect(screen.getByText('کب سے کب تک')).toBeInTheDocument();
    expect(screen.getByText('پتا')).toBeInTheDocument();
    // The address keeps the direction it was written in.
    expect(screen.getByText(/12 Station Road/)).toHaveAttribute('dir', 'auto');
  });

  it('the name and description carry the language they are written in: an Urdu version right to left, an English original left to right on an Urdu page', async () => {
    mockFetch({
      'GET /api/hall': () =>
        json([
          { ...station, name: 'مین ہال', description: 'شادی ہال', language: 'ur' },
          { ...station, id: '00000000-0000-4000-8000-000000000002', name: 'Small Hall', language: 'en' },
        ]),
      'POST /api/hall/check-availablility-month': () => json([]),
    });
    renderRoutes([{ path: '/banquet-halls', Component: BanquetHallsPage }], '/banquet-halls');
    const urdu = await screen.findByRole('heading', { level: 2, name: 'مین ہال' });
    expect(urdu).toHaveAttribute('lang', 'ur');
    expect(urdu).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('شادی ہال')).toHaveAttribute('dir', 'rtl');
    const english = screen.getByRole('heading', { level: 2, name: 'Small Hall' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
  });

  it('without an address, only the hours', async () => {
    mockFetch({
      'GET /api/hall': () => json([{ ...station, address: '  ' }]),
      'POST /api/hall/check-availablility-month': () => json([]),
    });
    renderRoutes([{ path: '/banquet-halls', Component: BanquetHallsPage }], '/banquet-halls');
    await screen.findByRole('heading', { level: 2, name: 'Main Hall' });
    expect(screen.queryByText('Address')).not.toBeInTheDocument();
    expect(screen.getByText('Hours')).toBeInTheDocument();
  });
});
