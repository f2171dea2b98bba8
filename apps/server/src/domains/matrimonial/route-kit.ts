import { z } from 'zod';
import { errorAnswers } from '../../plugins/route-kit.ts';

/** What the matrimonial route files share (mounted at /api/matrimonial): parameters, error answers and tags. */
export const idParams = z.object({ id: z.string() });
export const pictureParams = z.object({ id: z.string(), pictureId: z.string() });
export const profileIdParams = z.object({ profileId: z.string() });
export const interestParams = z.object({ interestId: z.string() });
export const errors = errorAnswers(401, 403, 404, 409, 422);
export const tags = ['matrimonial'];
export const security = [{ bearer: [] }];
