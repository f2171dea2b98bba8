import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ConsentRequest } from '@samaj/shared';
import type { Profile } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

/** Drafts sent for approval, the stated choice of no picture, and the candidate's consent. */

const at = (id: string, rest: string) => `/api/matrimonial/${encodeURIComponent(id)}/${rest}`;

export const submitProfile = (id: string) => api.post<Profile>(at(id, 'submit'));
export const sendConsentCode = (id: string, mobile: string) =>
  api.post<{ message: string; resend_after_seconds: number; in_app: boolean }>(at(id, 'consent/send'), {
    mobile,
  });
export const verifyConsentCode = (id: string, code: string) =>
  api.post<Profile>(at(id, 'consent/verify'), { code });
export const setNoPicture = (id: string, noPicture: boolean) =>
  api.post<Profile>(`/api/matrimonial/update-profile/${encodeURIComponent(id)}`, { no_picture: noPicture });

/** The answer is the profile: kept in the cache, and the account's profile list reloaded. */
function useProfileChange<V>(fn: (variables: V) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (profile) => {
      queryClient.setQueryData(matrimonialKeys.profile(profile.id), profile);
      await queryClient.invalidateQueries({ queryKey: matrimonialKeys.user() });
    },
  });
}

export const useSubmitProfile = () => useProfileChange((id: string) => submitProfile(id));
export const useSetNoPicture = () =>
  useProfileChange(({ id, noPicture }: { id: string; noPicture: boolean }) => setNoPicture(id, noPicture));
export const useVerifyConsent = () =>
  useProfileChange(({ id, code }: { id: string; code: string }) => verifyConsentCode(id, code));
export const useSendConsentCode = () =>
  useMutation({
    mutationFn: ({ id, mobile }: { id: string; mobile: string }) => sendConsentCode(id, mobile),
  });

/** The profiles families made with this account's number as the candidate's, waiting for its answer. */
export const consentRequestsKey = ['matrimonial', 'consent-requests'] as const;
export const useConsentRequests = () =>
  useQuery({
    queryKey: consentRequestsKey,
    queryFn: ({ signal }) => api.get<ConsentRequest[]>('/api/matrimonial/consent-requests', { signal }),
  });

/** The candidate's answer from their own account. */
export function useAnswerConsentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, confirm }: { profileId: string; confirm: boolean }) =>
      api.post<{ profile_id: string; consent: 'confirmed' | 'declined' }>(
        `/api/matrimonial/consent-requests/${encodeURIComponent(profileId)}`,
        { confirm },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentRequestsKey }),
  });
}
