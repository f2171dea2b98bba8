import { addDays, SLOT_LABELS, type Booking, type Slot } from '@samaj/shared';
import type { DocumentHall } from './receipt.ts';

/**
 * An iCalendar file (RFC 5545) with one timed event per booked hall, slot and date: from the hall's
 * hours for that slot to their end, on India's clock (TZID=Asia/Kolkata, with its VTIMEZONE: India keeps
 * +05:30 all year, no daylight saving), at the hall's address (LOCATION).
 */

/** TEXT as RFC 5545 §3.3.11 escapes it: backslash, semicolon, comma, and a line break as \n. */
export const icsText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
const compact = (date: string) => date.replaceAll('-', '');
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** A date and an "HH:MM" as a local DATE-TIME: 20261207T180000. */
const localTime = (date: string, hhmm: string) => `${compact(date)}T${hhmm.replace(':', '')}00`;

export const TZID = 'Asia/Kolkata';
/** India Standard Time, +05:30 since 1945 with no daylight saving: one STANDARD part suffices. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * Folds a content line longer than 75 octets (RFC 5545 §3.1): CRLF and a space before each further
 * part, never inside a character's UTF-8 bytes (a Gujarati or Urdu address is 3 bytes a letter).
 */
export function fold(line: string): string {
  const out: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; each further one 74 after its leading space.
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  out.push(part);
  return out.join('\r\n ');
}

export function bookingIcs(
  b: Booking,
  org: string,
  now: Date,
  hallOf: (hallId: string) => DocumentHall | undefined,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(org)}//Hall booking//EN`,
    'CALSCALE:GREGORIAN',
    ...VTIMEZONE,
  ];
  for (const item of b.items) {
    const hall = hallOf(item.hall_id);
    const hours = hall?.slot_hours[item.slot as Slot];
    const address = hall?.address.trim() ?? '';
    for (const date of item.booking_dates) {
      const what = `${item.hall_name} (${SLOT_LABELS[item.slot]})`;
      lines.push(
        'BEGIN:VEVENT',
        `UID:${b.id}-${item.hall_id}-${item.slot}-${date}@samaj`,
        `DTSTAMP:${stamp(now)}`,
        ...(hours
          ? [
              `DTSTART;TZID=${TZID}:${localTime(date, hours.from)}`,
              `DTEND;TZID=${TZID}:${localTime(date, hours.to)}`,
            ]
          : [`DTSTART;VALUE=DATE:${compact(date)}`, `DTEND;VALUE=DATE:${compact(addDays(date, 1))}`]),
        `SUMMARY:${icsText(b.event_name ? `${b.event_name}: ${what}` : what)}`,
        ...(address ? [`LOCATION:${icsText(address)}`] : []),
        `DESCRIPTION:${icsText(`${org}, booking ${b.reference ?? b.id}`)}`,
        `STATUS:${b.status === 'confirmed' ? 'CONFIRMED' : b.status === 'pending_payment' ? 'TENTATIVE' : 'CANCELLED'}`,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
