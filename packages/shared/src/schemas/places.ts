import { z } from 'zod';

/** A place the community lives in: its name in the four languages (docs/api.md "What families read"). */
export const place = z.object({
  id: z.string(),
  name: z.object({ en: z.string(), gu: z.string(), hi: z.string(), ur: z.string() }),
  state: z.string(),
});
export type Place = z.infer<typeof place>;

/** GET /api/places?q: the places whose name in any language starts with q (a word of it). */
export const placesQuery = z.object({ q: z.string().trim().max(60).optional() });

const placeName = z.string().trim().min(1, 'Is required.').max(60, 'Must be at most 60 characters.');
/** POST /api/admin/places: the office adds a place, named in the four languages. */
export const createPlaceBody = z.object({
  name: z.object({ en: placeName, gu: placeName, hi: placeName, ur: placeName }),
  state: placeName,
});
export type CreatePlaceBody = z.infer<typeof createPlaceBody>;
