import { z } from 'zod';
import { errorAnswers } from '../../plugins/route-kit.ts';

/** What the member routes of the payment, refund and waitlist folders share: their errors and :id. */
export const memberErrors = errorAnswers(401, 403, 404, 409, 422, 503);
export const params = z.object({ id: z.string() });
