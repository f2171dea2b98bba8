import { messageAnswer } from '@samaj/shared';
import { z } from 'zod';

/** What the member routes of the payment, refund and waitlist folders share: their errors and :id. */
export const memberErrors = {
  401: messageAnswer,
  403: messageAnswer,
  404: messageAnswer,
  409: messageAnswer,
  422: messageAnswer,
  503: messageAnswer,
};
export const params = z.object({ id: z.string() });
