import { normaliseMobile } from '@samaj/shared';
import { z } from 'zod';

// Client-side checks mirror the server's rules (docs/api.md "Auth"); messages are translation keys.
// The server stays the judge: its 422 errors are shown on the same fields.

const required = 'validation.required';

export const mobileField = z
  .string()
  .trim()
  .min(1, required)
  .refine((value) => normaliseMobile(value) !== null, 'validation.mobile')
  // Sent as E.164, the form the server stores and the dev outbox is keyed by.
  .transform((value) => normaliseMobile(value) ?? value);

const newPassword = z.string().min(8, 'validation.passwordLength').max(128, 'validation.passwordLength');

const passwordsMatch = {
  check: (data: { password: string; password_confirmation: string }) =>
    data.password === data.password_confirmation,
  params: { path: ['password_confirmation'], message: 'validation.passwordMatch' },
};

export const loginSchema = z.object({
  mobile: mobileField,
  password: z.string().min(1, required),
});

export const registerSchema = z
  .object({
    name: z.string().trim().min(1, required).max(100),
    mobile: mobileField,
    // Optional (many members have none): blank is no email; anything typed must be an address.
    email: z
      .string()
      .trim()
      .pipe(z.union([z.literal(''), z.email('validation.email')])),
    password: newPassword,
    password_confirmation: z.string().min(1, required),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

export const mobileSchema = z.object({ mobile: mobileField });

export const codeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'validation.code')),
});

export const newPasswordSchema = z
  .object({ password: newPassword, password_confirmation: z.string().min(1, required) })
  .refine(passwordsMatch.check, passwordsMatch.params);

export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, required),
    password: newPassword,
    password_confirmation: z.string().min(1, required),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
