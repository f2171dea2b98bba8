import { api } from '../../../lib/api-client.ts';

/** POST /api/fcm-topic-subscribe: this device also gets the `news` topic's pushes. */
export function subscribeToNews(deviceToken: string): Promise<void> {
  return api.post<void>('/api/fcm-topic-subscribe', { device_token: deviceToken });
}
