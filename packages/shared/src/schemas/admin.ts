import { z } from 'zod';
import { BOOKING_USER_TYPES, SLOTS } from '../enums.ts';
import { cursorQuery, isoDate, wholeIn } from './common.ts';
import { bookingUserType } from './bookings.ts';
import { paymentAmounts } from './halls.ts';
import { normaliseMobile } from './auth.ts';
import { slotHoursInput, translationsAnswer, translationsOf } from '../office-texts.ts';

/** Laravel-style messages for the admin forms. */
const required = (field: string) => `The ${field} field is required.`;
const tooLong = (field: string, max: number) =>
  `The ${field} field must not be greater than ${max} characters.`;
const str = (field: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? required(field) : `The ${field} field must be a string.`),
  });
/** A trimmed, non-empty text of at most `max` characters. */
const filled = (field: string, max: number) =>
  str(field).trim().min(1, required(field)).max(max, tooLong(field, max));
/** A trimmed text that may be empty. */
const optionalText = (field: string, max: number) => str(field).trim().max(max, tooLong(field, max));
const whole = (field: string, max: number) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? required(field) : `The ${field} field must be a number.`,
    })
    .int(`The ${field} field must be an integer.`)
    .min(0, `The ${field} field must be at least 0.`)
    .max(max, `The ${field} field must not be greater than ${max}.`);

/** A number a reader may call or message: the app's mobile format (auth.ts); null or blank for none. */
export const PHONE_MESSAGE = (field: string) =>
  `The ${field} must be a 10-digit Indian mobile number or an international number like +<country><number>.`;
const phone = (field: string) =>
  str(field)
    .trim()
    .max(32, PHONE_MESSAGE(field))
    .refine((v) => v === '' || normaliseMobile(v) !== null, PHONE_MESSAGE(field))
    .nullable();

/** Where a news picture may point: our own uploads (relative or absolute) or an https/http address. */
const imageUrl = str('image_url')
  .trim()
  .max(2000, tooLong('image_url', 2000))
  .refine(
    (v) => /^\/api\/news-images\/[A-Za-z0-9._-]+$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v),
    'The image url must be an http(s) address or an uploaded news image.',
  );

// ---- News and jobs ----

export const NEWS_LIMITS = {
  maxImageBytes: 10 * 1024 * 1024,
  maxImagePixels: 40_000_000,
  imageSide: 1280,
} as const;

const newsFields = {
  title: filled('title', 200),
  summary: optionalText('summary', 500),
  body: optionalText('body', 20_000),
  image_url: imageUrl.nullable(),
};
/** The text fields a version of a news item may carry (the same limits; a blank field reads as the original's). */
export const NEWS_TEXT_FIELDS = ['title', 'summary', 'body'] as const;
export const newsTranslations = translationsOf(
  z.object({
    title: optionalText('title', 200).optional(),
    summary: newsFields.summary.optional(),
    body: newsFields.body.optional(),
  }),
);
export const adminNewsCreate = z.object({
  ...newsFields,
  translations: newsTranslations.optional(),
  summary: newsFields.summary.default(''),
  body: newsFields.body.default(''),
  image_url: newsFields.image_url.optional(),
});
export type AdminNewsCreate = z.infer<typeof adminNewsCreate>;
/** PUT: the fields given are replaced, the others kept. */
export const adminNewsUpdate = z.object({ ...newsFields, translations: newsTranslations }).partial();
export type AdminNewsUpdate = z.infer<typeof adminNewsUpdate>;

/** A news item as admins see it: drafts included, so `published_at` may be null. */
export const adminNews = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image_url: z.string().nullable(),
  published_at: z.string().nullable(),
  /** The versions written in gu, hi and ur (the fields above are the English original). */
  translations: translationsAnswer(NEWS_TEXT_FIELDS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminNews = z.infer<typeof adminNews>;

export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'internship',
  'temporary',
  'volunteer',
] as const;

const jobFields = {
  title: filled('title', 200),
  organisation: optionalText('organisation', 200),
  location: optionalText('location', 200),
  employment_type: z.enum(EMPLOYMENT_TYPES, {
    message: `The employment type must be one of: ${EMPLOYMENT_TYPES.join(', ')}.`,
  }),
  description: optionalText('description', 20_000),
  how_to_apply: optionalText('how_to_apply', 5000),
  closes_on: isoDate.nullable(),
  apply_phone: phone('apply_phone'),
  apply_whatsapp: phone('apply_whatsapp'),
};
export const JOB_TEXT_FIELDS = ['title', 'organisation', 'location', 'description', 'how_to_apply'] as const;
export const jobTranslations = translationsOf(
  z.object({
    title: optionalText('title', 200).optional(),
    organisation: jobFields.organisation.optional(),
    location: jobFields.location.optional(),
    description: jobFields.description.optional(),
    how_to_apply: jobFields.how_to_apply.optional(),
  }),
);
export const adminJobCreate = z.object({
  ...jobFields,
  apply_phone: jobFields.apply_phone.optional(),
  apply_whatsapp: jobFields.apply_whatsapp.optional(),
  translations: jobTranslations.optional(),
  organisation: jobFields.organisation.default(''),
  location: jobFields.location.default(''),
  employment_type: jobFields.employment_type.default('full_time'),
  description: jobFields.description.default(''),
  how_to_apply: jobFields.how_to_apply.default(''),
  closes_on: jobFields.closes_on.optional(),
});
export type AdminJobCreate = z.infer<typeof adminJobCreate>;
export const adminJobUpdate = z.object({ ...jobFields, translations: jobTranslations }).partial();
export type AdminJobUpdate = z.infer<typeof adminJobUpdate>;

export const adminJob = z.object({
  id: z.uuid(),
  title: z.string(),
  organisation: z.string(),
  location: z.string(),
  employment_type: z.string(),
  description: z.string(),
  how_to_apply: z.string(),
  closes_on: z.string().nullable(),
  apply_phone: z.string().nullable(),
  apply_whatsapp: z.string().nullable(),
  published_at: z.string().nullable(),
  translations: translationsAnswer(JOB_TEXT_FIELDS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminJob = z.infer<typeof adminJob>;

/** POST .../publish: `notify` also pushes the item to topic `news`. */
export const publishRequest = z.object({ notify: z.boolean().optional() }).nullish();

// ---- Halls ----

const hallAmount = 10_000_000;
const hallFields = {
  name: filled('name', 100),
  short_name: filled('short_name', 20),
  description: optionalText('description', 5000),
  capacity: whole('capacity', 100_000),
  booking_amount: whole('booking_amount', hallAmount),
  payment_amount: paymentAmounts.refine(
    (p) => Object.values(p).every((x) => x.amount <= hallAmount && x.deposit <= hallAmount),
    `Amounts must not be greater than ${hallAmount}.`,
  ),
  advance_percent: wholeIn(1, 100, 'The advance must be a whole percentage from 1 to 100.'),
  balance_due_days: wholeIn(0, 365, 'The balance due days must be a whole number from 0 to 365.'),
  address: optionalText('address', 500),
  slot_hours: slotHoursInput,
};
export const HALL_TEXT_FIELDS = ['name', 'description', 'address'] as const;
export const hallTranslations = translationsOf(
  z.object({
    name: optionalText('name', 100).optional(),
    description: hallFields.description.optional(),
    address: hallFields.address.optional(),
  }),
);
export const adminHallCreate = z.object({
  ...hallFields,
  address: hallFields.address.default(''),
  slot_hours: hallFields.slot_hours.optional(),
  translations: hallTranslations.optional(),
  description: hallFields.description.default(''),
  capacity: hallFields.capacity.default(0),
  advance_percent: hallFields.advance_percent.default(100),
  balance_due_days: hallFields.balance_due_days.default(30),
});
export type AdminHallCreate = z.infer<typeof adminHallCreate>;
export const adminHallUpdate = z.object({ ...hallFields, translations: hallTranslations }).partial();
export type AdminHallUpdate = z.infer<typeof adminHallUpdate>;

// ---- Blocked dates ----

/** At most this many dates in one blocking action. */
export const MAX_BLOCKED_RANGE_DAYS = 366;

/**
 * POST /api/admin/blocked-dates: a range of dates (`from`..`to`, both included) or one `date` (docs/api.md's
 * form), of one hall and slot; answers the bookings domain's `from`/`to` input.
 */
export const adminBlockedDatesCreate = z
  .object({
    hall_id: z.uuid({ message: 'The hall id must be a valid id.' }),
    slot: z.enum(SLOTS, { message: 'The slot must be one of M, E, B.' }),
    date: isoDate.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    reason: optionalText('reason', 500).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.date === undefined && v.from === undefined) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Give a date, or a range from .. to.' });
      return;
    }
    if (v.date !== undefined && (v.from !== undefined || v.to !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Give either a date or a range, not both.' });
      return;
    }
    const from = v.date ?? v.from!;
    const to = v.date ?? v.to ?? from;
    if (to < from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The to date must not be before the from date.',
      });
      return;
    }
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days > MAX_BLOCKED_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `At most ${MAX_BLOCKED_RANGE_DAYS} dates can be blocked at once.`,
      });
    }
  })
  .transform((v) => ({
    hall_id: v.hall_id,
    slot: v.slot,
    from: (v.date ?? v.from)!,
    to: (v.date ?? v.to ?? v.from)!,
    reason: v.reason,
  }));

// ---- Bookings (their list, cancel and blocked-date shapes live in bookings.ts) ----

export const adminCalendarQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2200),
  month: z.coerce.number().int().min(1).max(12),
});

// ---- Profiles ----

export const PROFILE_REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ProfileReviewState = (typeof PROFILE_REVIEW_STATES)[number];
export const adminProfilesQuery = cursorQuery.extend({ status: z.enum(PROFILE_REVIEW_STATES).optional() });
export const adminRejectProfileRequest = z.object({ reason: filled('reason', 1000) });

// ---- Users ----

export const adminUsersQuery = cursorQuery.extend({ q: z.string().trim().max(100).optional() });
export const adminUser = z.object({
  id: z.uuid(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  is_admin: z.boolean(),
  /** Confirmed by an admin; null until then (the user may book as any type). */
  member_type: bookingUserType.nullable(),
  /** Set while the office has the account suspended (a report's outcome), with its reason. */
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const setAdminRequest = z.object({
  is_admin: z.boolean({
    error: (issue) =>
      issue.input === undefined ? required('is_admin') : 'The is_admin field must be true or false.',
  }),
});

export const setMemberTypeRequest = z.object({
  member_type: z
    .enum(BOOKING_USER_TYPES, {
      error: (issue) =>
        issue.input === undefined ? required('member_type') : 'The member type must be CM, M, NCM or null.',
    })
    .nullable(),
});

// ---- Push ----

export const adminPushRequest = z.object({ title: filled('title', 100), body: filled('body', 500) });

// ---- Audit and dashboard ----

export const auditQuery = cursorQuery.extend({
  entity_type: z.string().max(50).optional(),
  entity_id: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
});
export const auditEntry = z.object({
  id: z.uuid(),
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  /** What the subject is called (a title, a name, a booking's family, hall and date); null when unknown. */
  entity_label: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const adminDashboard = z.object({
  users: z.number().int(),
  admins: z.number().int(),
  profiles: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  /** Every booking status (those of BOOKING_STATUSES at least), with its count. */
  bookings: z.record(z.string(), z.number().int()),
  /** Captured payments: how many, and their sum in rupees. */
  payments: z.object({ count: z.number().int(), captured_amount: z.number() }),
  /** Bookings whose money must be given back (a late or cancelled payment) and is not yet. */
  refunds_due: z.number().int(),
  open_reports: z.number().int(),
  /** Pictures and profile changes waiting for the office (GET /api/admin/pictures, /revisions). */
  pending_pictures: z.number().int(),
  pending_revisions: z.number().int(),
  news: z.object({ published: z.number().int(), drafts: z.number().int() }),
  jobs: z.object({ published: z.number().int(), drafts: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
