import {
  BOOKING_USER_TYPES,
  EMPLOYMENT_TYPES,
  HALL_TEXT_FIELDS,
  JOB_TEXT_FIELDS,
  NEWS_TEXT_FIELDS,
  TIME_OF_DAY_RE,
  MAX_BLOCKED_RANGE_DAYS,
  REPORT_CLOSE_ACTIONS,
  SLOTS,
  type AdminHallCreate,
  type BookingUserType,
  type CloseReportBody,
} from '@samaj/shared';
import { z } from 'zod';
import { daysBetween } from './components/dates.ts';
import { translationsFrom } from './components/translation-fields.tsx';

// The admin forms keep every field as text (lib/use-form.ts); these schemas check it with messages that
// are translation keys of the admin namespace and turn it into what the calls send. The server stays the
// judge: its 422 errors land on the same fields.

const required = 'admin:halls.required';

/** A news item: a title is needed; the picture is uploaded on its own, so it is not sent. */
export const newsFormSchema = z
  .object({
    title: z.string().trim().min(1, 'admin:content.titleRequired'),
    summary: z.string().trim(),
    body: z.string(),
  })
  .catchall(z.string())
  .transform((v) => ({
    title: v.title,
    summary: v.summary,
    body: v.body,
    translations: translationsFrom(v, NEWS_TEXT_FIELDS),
  }));

/** A job: a title is needed; no closing date is sent as null. */
export const jobFormSchema = z
  .object({
    title: z.string().trim().min(1, 'admin:content.titleRequired'),
    organisation: z.string().trim(),
    location: z.string().trim(),
    employment_type: z.enum(EMPLOYMENT_TYPES, 'admin:halls.required'),
    description: z.string(),
    how_to_apply: z.string(),
    closes_on: z.string().transform((value) => value || null),
    // The server checks the numbers' format (its 422 lands on these fields); blank is none.
    apply_phone: z
      .string()
      .trim()
      .transform((value) => value || null),
    apply_whatsapp: z
      .string()
      .trim()
      .transform((value) => value || null),
  })
  .catchall(z.string())
  .transform((v) => ({
    title: v.title,
    organisation: v.organisation,
    location: v.location,
    employment_type: v.employment_type,
    description: v.description,
    how_to_apply: v.how_to_apply,
    closes_on: v.closes_on,
    apply_phone: v.apply_phone,
    apply_whatsapp: v.apply_whatsapp,
    translations: translationsFrom(v, JOB_TEXT_FIELDS),
  }));

/** A slot's time as the time input gives it ("HH:MM"); needed. */
const time = z.string().regex(TIME_OF_DAY_RE, 'admin:halls.timeInvalid');
const slotTimes = Object.fromEntries(
  SLOTS.flatMap((slot) => [
    [`slot_hours.${slot}.from`, time],
    [`slot_hours.${slot}.to`, time],
  ]),
) as Record<string, typeof time>;

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
      .regex(/^\d+$/, 'admin:halls.advanceInvalid')
      .refine((v) => Number(v) >= 1 && Number(v) <= 100, 'admin:halls.advanceInvalid'),
    balance_due_days: z
      .string()
      .trim()
      .regex(/^\d+$/, 'admin:halls.dueDaysInvalid')
      .refine((v) => Number(v) <= 365, 'admin:halls.dueDaysInvalid'),
    ...prices,
    address: z.string().trim(),
    ...slotTimes,
  })
  .catchall(z.string())
  .superRefine((values, ctx) => {
    for (const slot of SLOTS) {
      const from = values[`slot_hours.${slot}.from`] ?? '';
      const to = values[`slot_hours.${slot}.to`] ?? '';
      if (TIME_OF_DAY_RE.test(from) && TIME_OF_DAY_RE.test(to) && from >= to)
        ctx.addIssue({ code: 'custom', path: [`slot_hours.${slot}.to`], message: 'admin:halls.timeOrder' });
    }
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
    address: values.address,
    slot_hours: Object.fromEntries(
      SLOTS.map((slot) => [
        slot,
        { from: values[`slot_hours.${slot}.from`] ?? '', to: values[`slot_hours.${slot}.to`] ?? '' },
      ]),
    ) as NonNullable<AdminHallCreate['slot_hours']>,
    translations: translationsFrom(values, HALL_TEXT_FIELDS),
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

/** A message report's note: optional when dismissing or closing the conversation, the reason when suspending. */
export const messageReportNoteSchema = (required: boolean) =>
  z.object({
    note: required
      ? z.string().trim().min(1, 'admin:messageReports.suspendReasonRequired')
      : z.string().trim(),
  });
