import {
  BOOKING_USER_TYPES,
  EMPLOYMENT_TYPES,
  MAX_BLOCKED_RANGE_DAYS,
  REPORT_CLOSE_ACTIONS,
  SLOTS,
  type AdminHallCreate,
  type BookingUserType,
  type CloseReportBody,
} from '@samaj/shared';
import { z } from 'zod';
import { daysBetween } from './components/dates.ts';

// The admin forms keep every field as text (lib/use-form.ts); these schemas check it with messages that
// are translation keys of the admin namespace and turn it into what the calls send. The server stays the
// judge: its 422 errors land on the same fields.

const required = 'admin:halls.required';

/** A news item: a title is needed; the picture is uploaded on its own, so it is not sent. */
export const newsFormSchema = z.object({
  title: z.string().trim().min(1, 'admin:content.titleRequired'),
  summary: z.string().trim(),
  body: z.string(),
});

/** A job: a title is needed; no closing date is sent as null. */
export const jobFormSchema = z.object({
  title: z.string().trim().min(1, 'admin:content.titleRequired'),
  organisation: z.string().trim(),
  location: z.string().trim(),
  employment_type: z.enum(EMPLOYMENT_TYPES, 'admin:halls.required'),
  description: z.string(),
  how_to_apply: z.string(),
  closes_on: z.string().transform((value) => value || null),
});

type PricePart = 'amount' | 'deposit';
type PriceField = `${BookingUserType}.${PricePart}`;

/** A price field's name: `CM.amount`, `NCM.deposit`... (the server's key without `payment_amount.`). */
export const priceField = (type: BookingUserType, part: PricePart): PriceField => `${type}.${part}`;

/** Messages for a number field holding something else (what the NumberInput refuses says the same). */
export const notANumber = {
  amount: 'admin:halls.amountNotANumber',
  capacity: 'admin:halls.capacityNotANumber',
};

/** A whole number of rupees, needed. */
const amount = z.string().trim().min(1, required).regex(/^\d+$/, notANumber.amount);

const prices = Object.fromEntries(
  BOOKING_USER_TYPES.flatMap((type) =>
    (['amount', 'deposit'] as const).map((part) => [priceField(type, part), amount]),
  ),
) as Record<PriceField, typeof amount>;

/** A hall: names, the booking amount and every price are needed; an empty capacity is sent as 0. */
export const hallFormSchema = z
  .object({
    name: z.string().trim().min(1, required),
    short_name: z.string().trim().min(1, required),
    description: z.string().trim(),
    capacity: z.string().trim().regex(/^\d*$/, notANumber.capacity),
    booking_amount: amount,
    advance_percent: z
      .string()
      .trim()
      .regex(/^\d+$/, 'admin:bookingDepth.advanceInvalid')
      .refine((v) => Number(v) >= 1 && Number(v) <= 100, 'admin:bookingDepth.advanceInvalid'),
    balance_due_days: z
      .string()
      .trim()
      .regex(/^\d+$/, 'admin:bookingDepth.dueDaysInvalid')
      .refine((v) => Number(v) <= 365, 'admin:bookingDepth.dueDaysInvalid'),
    ...prices,
  })
  .transform((values): AdminHallCreate => ({
    name: values.name,
    short_name: values.short_name,
    description: values.description,
    capacity: values.capacity === '' ? 0 : Number(values.capacity),
    booking_amount: Number(values.booking_amount),
    advance_percent: Number(values.advance_percent),
    balance_due_days: Number(values.balance_due_days),
    payment_amount: Object.fromEntries(
      BOOKING_USER_TYPES.map((type) => [
        type,
        {
          amount: Number(values[priceField(type, 'amount')]),
          deposit: Number(values[priceField(type, 'deposit')]),
        },
      ]),
    ) as AdminHallCreate['payment_amount'],
  }));

/** A push notification to every member: both texts are needed. */
export const pushFormSchema = z.object({
  title: z.string().trim().min(1, 'admin:push.titleRequired'),
  body: z.string().trim().min(1, 'admin:push.bodyRequired'),
});

/**
 * Blocking dates: a hall and a first date are needed; an empty last date blocks the first alone, and
 * the range may not run backwards nor past MAX_BLOCKED_RANGE_DAYS.
 */
export const blockFormSchema = z
  .object({
    hall_id: z.string(),
    slot: z.enum(SLOTS),
    from: z.string(),
    to: z.string(),
    reason: z.string().trim(),
  })
  .transform((values, ctx) => {
    let valid = true;
    const issue = (path: string, message: string, params?: Record<string, unknown>) => {
      ctx.addIssue({ code: 'custom', path: [path], message, params });
      valid = false;
    };
    if (!values.hall_id) issue('hall_id', required);
    if (!values.from) issue('from', required);
    const to = values.to || values.from;
    if (values.from && to < values.from) issue('to', 'admin:blocked.toBeforeFrom');
    else if (values.from && daysBetween(values.from, to) > MAX_BLOCKED_RANGE_DAYS) {
      issue('to', 'admin:blocked.tooMany', { max: MAX_BLOCKED_RANGE_DAYS });
    }
    return valid ? { ...values, to } : z.NEVER;
  });

/** The reason a destructive action needs. */
export const reasonFormSchema = z.object({
  reason: z.string().trim().min(1, 'admin:common.reasonRequired'),
});

/**
 * Closing a report: an action must be chosen; rejecting the profile needs the note, which the family
 * reads as the reason.
 */
export const closeReportFormSchema = z
  .object({
    action: z.string(),
    note: z.string().trim(),
  })
  .transform((values, ctx): CloseReportBody => {
    const action = REPORT_CLOSE_ACTIONS.find((known) => known === values.action);
    if (!action) {
      ctx.addIssue({ code: 'custom', path: ['action'], message: 'admin:reports.actionRequired' });
      return z.NEVER;
    }
    if (action === 'profile_rejected' && !values.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'admin:reports.reasonRequired' });
      return z.NEVER;
    }
    if (action === 'user_suspended' && !values.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'admin:reports.suspendReasonRequired' });
      return z.NEVER;
    }
    return values.note ? { action, note: values.note } : { action };
  });
