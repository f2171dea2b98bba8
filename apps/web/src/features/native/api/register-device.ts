import { api } from '../../../lib/api-client.ts';

/** POST /api/matrimonial/register-device: pushes for the logged-in user go to this device. */
export function registerDevice(deviceToken: string): Promise<void> {
  return api.post<void>('/api/matrimonial/register-device', { device_token: deviceToken });
}
