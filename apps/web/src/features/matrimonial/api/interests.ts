import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DeclineReason } from '@samaj/shared';
import type { Interest } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

export type InterestReply = 'accepted' | 'declined';

export function sendInterest(profileId: string, message: string): Promise<Interest> {
  return api.post<Interest>(`/api/matrimonial/send-interest/${encodeURIComponent(profileId)}`, {
    ...(message.trim() ? { message: message.trim() } : {}),
  });
}

export function replyInterest(
  interestId: string,
  reply: InterestReply,
  reason?: DeclineReason,
): Promise<Interest> {
  return api.post<Interest>(`/api/matrimonial/reply-interest/${encodeURIComponent(interestId)}`, {
    reply,
    ...(reply === 'declined' && reason ? { reason } : {}),
  });
}

export function withdrawInterest(interestId: string): Promise<void> {
  return api.post<void>(`/api/matrimonial/withdraw-interest/${encodeURIComponent(interestId)}`);
}

/** Any change to an interest shows in the lists, the profile views (buttons, contact), search cards and counts. */
function useInterestMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: matrimonialKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['matrimonial', 'profile'] }),
        // Search cards carry the interest state with each profile.
        queryClient.invalidateQueries({ queryKey: ['matrimonial', 'search'] }),
        // The user answer counts each profile's interests waiting for an answer.
        queryClient.invalidateQueries({ queryKey: ['matrimonial', 'user'] }),
        // Answering an interest marks its notifications read: the bell and the list drop it.
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]);
    },
  });
}

export function useSendInterest() {
  return useInterestMutation(({ profileId, message }: { profileId: string; message: string }) =>
    sendInterest(profileId, message),
  );
}

export function useReplyInterest() {
  return useInterestMutation(
    ({ interestId, reply, reason }: { interestId: string; reply: InterestReply; reason?: DeclineReason }) =>
      replyInterest(interestId, reply, reason),
  );
}

export function useWithdrawInterest() {
  return useInterestMutation((interestId: string) => withdrawInterest(interestId));
}
