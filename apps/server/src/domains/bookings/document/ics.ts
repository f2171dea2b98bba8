import { addDays, SLOT_LABELS, type Booking } from '@samaj/shared';

/** An iCalendar file (RFC 5545) with one all-day event per booked hall and date. */

const text = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
const compact = (date: string) => date.replaceAll('-', '');
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds lines longer than 75 octets, as RFC 5545 asks. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut -= 1;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

export function bookingIcs(b: Booking, org: string, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(org)}//Hall booking//EN`,
    'CALSCALE:GREGORIAN',
  ];
  for (const item of b.items) {
    for (const date of item.booking_dates) {
      const what = `${item.hall_name} (${SLOT_LABELS[item.slot]})`;
      lines.push(
        'BEGIN:VEVENT',
        `UID:${b.id}-${item.hall_id}-${item.slot}-${date}@samaj`,
        `DTSTAMP:${stamp(now)}`,
        `DTSTART;VALUE=DATE:${compact(date)}`,
        `DTEND;VALUE=DATE:${compact(addDays(date, 1))}`,
        `SUMMARY:${text(b.event_name ? `${b.event_name}: ${what}` : what)}`,
        `DESCRIPTION:${text(`${org}, booking ${b.reference ?? b.id}`)}`,
        `STATUS:${b.status === 'confirmed' ? 'CONFIRMED' : b.status === 'pending_payment' ? 'TENTATIVE' : 'CANCELLED'}`,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
