import { z } from 'zod';
import { textLanguage } from '../office-texts.ts';

export const news = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image_url: z.string().nullable(),
  published_at: z.string().nullable(),
  /** The language the texts are in: the reader's when the office wrote that version, else en. */
  language: textLanguage,
});
export type News = z.infer<typeof news>;

export const job = z.object({
  id: z.uuid(),
  title: z.string(),
  organisation: z.string(),
  location: z.string(),
  employment_type: z.string(),
  description: z.string(),
  how_to_apply: z.string(),
  closes_on: z.string().nullable(),
  /** A number to call, and one to message on WhatsApp, to apply (E.164), when the office gave them. */
  apply_phone: z.string().nullable(),
  apply_whatsapp: z.string().nullable(),
  published_at: z.string().nullable(),
  language: textLanguage,
});
export type Job = z.infer<typeof job>;
