import type { Booking } from '@samaj/shared';
import { describe, expect, it } from 'vitest';
import { bookingIcs, fold, icsText } from './ics.ts';
import type { DocumentHall } from './receipt.ts';

/** The .ics of a booking (RFC 5545): timed events on India's clock, at the hall's address. */

const HALL = '0b7a0d7e-4a43-4e8e-9d57-4d8c2a1f0003';
const hours: DocumentHall['slot_hours'] = {
  M: { from: '09:30', to: '14:30' },
  E: { from: '18:00', to: '23:59' },
  B: { from: '09:30', to: '23:59' },
};

function booking(items: Booking['items'], extra: Partial<Booking> = {}): Booking {
  return {
    id: '6a1f0d7e-4a43-4e8e-9d57-4d8c2a1f0009',
    booking_user_type: 'CM',
    event_name: 'Nikah',
    notes: null,
    status: 'confirmed',
    total_booking_amount: 0,
    amount_to_pay: 0,
    hold_expires_at: null,
    refund_due: false,
    items,
    payments: [],
    created_at: '2026-11-01T10:00:00.000Z',
    reference: 'SMJ-2026-000042',
    amount_paid: 0,
    amount_refunded: 0,
    balance_due: 0,
    balance_due_on: null,
    advance_amount: 0,
    refunds: [],
    ...extra,
  };
}

const NOW = new Date('2026-11-02T08:00:00Z');
const item = (slot: 'M' | 'E' | 'B', dates: string[]) => ({
  hall_id: HALL,
  hall_name: 'Main Hall',
  slot,
  booking_dates: dates,
});
/** The content lines, unfolded (RFC 5545 §3.1: a CRLF followed by one space is removed). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the booking calendar', () => {
  const hall = { address: 'Memon Jamat Khana, 12 Station Road; Surat\n395003', slot_hours: hours };
  const ics = bookingIcs(
    booking([item('M', ['2026-12-07']), item('E', ['2026-12-08']), item('B', ['2026-12-31'])]),
    'Samaj Trust',
    NOW,
    (id) => (id === HALL ? hall : undefined),
  );
  const lines = unfolded(ics);
  const events = ics.split('BEGIN:VEVENT').slice(1).map(unfolded);

  it('gives each slot its hours on India clock, with the time zone defined in the file', () => {
    expect(events).toHaveLength(3);
    expect(events[0]).toContain('DTSTART;TZID=Asia/Kolkata:20261207T093000');
    expect(events[0]).toContain('DTEND;TZID=Asia/Kolkata:20261207T143000');
    expect(events[1]).toContain('DTSTART;TZID=Asia/Kolkata:20261208T180000');
    expect(events[1]).toContain('DTEND;TZID=Asia/Kolkata:20261208T235900');
    // A full day from its own hours, not an all-day event.
    expect(events[2]).toContain('DTSTART;TZID=Asia/Kolkata:20261231T093000');
    expect(events[2]).toContain('DTEND;TZID=Asia/Kolkata:20261231T235900');
    expect(ics).not.toContain('VALUE=DATE');
    // The VTIMEZONE the TZID refers to: India's +05:30 the whole year (no daylight saving).
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'TZNAME:IST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(events[0]).toContain('DTSTAMP:20261102T080000Z');
  });

  it("puts the hall's address in LOCATION, escaped: commas, semicolons, backslashes and line breaks", () => {
    for (const event of events) {
      expect(event).toContain('LOCATION:Memon Jamat Khana\\, 12 Station Road\\; Surat\\n395003');
    }
    expect(icsText('a\\b,c;d\r\ne\rf\ng')).toBe('a\\\\b\\,c\\;d\\ne\\nf\\ng');
    expect(events[1]).toContain('SUMMARY:Nikah: Main Hall (Evening)');
  });

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('folds a long Gujarati address between characters, never inside one, and unfolds to the same text', () => {
    const address = `${'મેમણ જમાત ખાના, સ્ટેશન રોડ, સુરત '.repeat(4)}395003`;
    const long = bookingIcs(booking([item('E', ['2026-12-08'])]), 'Samaj Trust', NOW, () => ({
      address,
      slot_hours: hours,
    }));
    const physical = long.split('\r\n');
    const location = physical.findIndex((l) => l.startsWith('LOCATION:'));
    expect(physical[location + 1]).toMatch(/^ /);
    for (const line of physical) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8: no character cut in two.
      expect(Buffer.from(Buffer.from(line).toString('utf8')).equals(Buffer.from(line))).toBe(true);
      expect(line).not.toContain('\ufffd');
    }
    expect(unfolded(long)).toContain(`LOCATION:${icsText(address)}`);
    // The first line takes 75 octets; a continuation 74 after its space.
    expect(
      fold('X'.repeat(80))
        .split('\r\n')
        .map((l) => l.length),
    ).toEqual([75, 6]);
    expect(fold('X'.repeat(75))).toBe('X'.repeat(75));
  });

  it('a hall without an address has no LOCATION; one no longer found keeps an all-day event', () => {
    const bare = bookingIcs(booking([item('M', ['2026-12-07'])]), 'Samaj Trust', NOW, () => ({
      address: '  ',
      slot_hours: hours,
    }));
    expect(bare).not.toContain('LOCATION');
    expect(bare).toContain('DTSTART;TZID=Asia/Kolkata:20261207T093000');
    const gone = bookingIcs(booking([item('M', ['2026-12-07'])]), 'Samaj Trust', NOW, () => undefined);
    expect(unfolded(gone)).toContain('DTSTART;VALUE=DATE:20261207');
    expect(unfolded(gone)).toContain('DTEND;VALUE=DATE:20261208');
  });
});
