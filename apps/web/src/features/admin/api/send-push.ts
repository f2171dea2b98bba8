import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/admin/push: a notification to every member's device (topic news). */
export function sendPush(input: { title: string; body: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/admin/push', input);
}

export function useSendPush() {
  return useMutation({ mutationFn: sendPush });
}
