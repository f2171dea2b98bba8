import { z } from 'zod';

/**
 * GET /api/app/config: what the installed native app needs before it runs. Below min_app_version the app
 * must update; latest_app_version is the newest store version (both null when not set).
 */
export const appConfigAnswer = z.object({
  min_app_version: z.string().nullable(),
  latest_app_version: z.string().nullable(),
});
export type AppConfig = z.infer<typeof appConfigAnswer>;

/**
 * Compares dotted versions ("1.10.0" > "1.9.2"); missing parts count as 0 and a non-numeric part as 0,
 * so "1.2" equals "1.2.0".
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}
