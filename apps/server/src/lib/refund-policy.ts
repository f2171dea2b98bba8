import { z } from 'zod';

/**
 * REFUND_POLICY: notice bands "days:percent" separated by commas, e.g. `90:100,30:50,0:0` (at least
 * 90 days before the first date, 100% of the rent back; at least 30, 50%; less, none). The deposit
 * always comes back. Parsed once at start-up (config.ts); a bad value stops it.
 */
export interface RefundBand {
  days: number;
  percent: number;
}

/** The bands, most notice first; throws an Error whose message says what is wrong. */
export function parseRefundPolicy(text: string): RefundBand[] {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  if (parts.length === 0) throw new Error('give at least one band, e.g. 90:100,30:50,0:0');
  const bands = parts.map((part) => {
    const m = /^(\d{1,4}):(\d{1,3})$/.exec(part);
    if (!m) throw new Error(`"${part}" is not days:percent (e.g. 30:50)`);
    const band = { days: Number(m[1]), percent: Number(m[2]) };
    if (band.percent > 100) throw new Error(`"${part}": the percent must be 0 to 100`);
    return band;
  });
  bands.sort((a, b) => b.days - a.days);
  for (let i = 1; i < bands.length; i += 1) {
    if (bands[i]!.days === bands[i - 1]!.days) throw new Error(`${bands[i]!.days} days appears twice`);
  }
  if (bands.at(-1)!.days !== 0) throw new Error('the last band must start at 0 days (e.g. 0:0)');
  return bands;
}

/** The band that applies with this many days of notice (negative: the date has passed → the 0 band). */
export function bandFor(bands: RefundBand[], daysBefore: number): RefundBand {
  return bands.find((b) => daysBefore >= b.days) ?? bands.at(-1)!;
}

export const describeBand = (b: RefundBand) => `${b.days}:${b.percent}`;

/** The settings' zod types (config.ts): REFUND_POLICY, and a list of days such as REMINDER_DAYS. */
export const refundPolicy = z.string().transform((raw, ctx) => {
  try {
    return parseRefundPolicy(raw);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

export const dayList = z.string().transform((raw, ctx) => {
  const days = raw.split(',').map((d) => d.trim());
  if (days.some((d) => !/^\d{1,3}$/.test(d))) {
    ctx.addIssue({ code: 'custom', message: 'must be whole days separated by commas, e.g. 7,1' });
    return z.NEVER;
  }
  return [...new Set(days.map(Number))].sort((a, b) => b - a);
});
