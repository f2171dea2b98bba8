import type { AppConfig } from '@samaj/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /api/app/config: the minimum app version the server still supports (and the newest one). */
export function getAppConfig(): Promise<AppConfig> {
  return api.get<AppConfig>('/api/app/config');
}
