import { z } from 'zod';

export const news = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image_url: z.string().nullable(),
  published_at: z.string().nullable(),
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
  published_at: z.string().nullable(),
});
export type Job = z.infer<typeof job>;
