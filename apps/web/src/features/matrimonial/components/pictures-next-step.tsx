import { Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useProfile } from '../api/get-profile.ts';
import { useSetNoPicture } from '../api/approval-and-consent.ts';
import { CompletenessMeter } from './completeness-meter.tsx';
import { notifyError, notifySuccess } from './notify.ts';
import { SubmitForApproval } from './submit-for-approval.tsx';

/**
 * Under the pictures: the stated choice not to show a picture, and for a draft its completeness and
 * "Send for approval" (after creating a profile, this is where the family lands).
 */
export function PicturesNextStep({
  profileId,
  withSubmit = true,
}: {
  profileId: string;
  /** The draft's completeness and "Send for approval" below (the guided path has its own review). */
  withSubmit?: boolean;
}) {
  const { t } = useTranslation();
  const profile = useProfile(profileId);
  const setNoPicture = useSetNoPicture();
  // The box follows the tap at once; the saved profile takes over once the server answers.
  const [choice, setChoice] = useState<boolean | null>(null);
  if (!profile.data) return null;
  const data = profile.data;
  return (
    <Stack gap="md">
      <Checkbox
        label={t('matrimonial.noPicture.label')}
        description={t('matrimonial.noPicture.help')}
        checked={choice ?? data.no_picture}
        disabled={setNoPicture.isPending}
        onChange={(event) => {
          const noPicture = event.currentTarget.checked;
          setChoice(noPicture);
          setNoPicture.mutate(
            { id: data.id, noPicture },
            {
              onSettled: () => setChoice(null),
              onSuccess: () =>
                notifySuccess(t(noPicture ? 'matrimonial.noPicture.on' : 'matrimonial.noPicture.off')),
              onError: (error) => notifyError(errorMessage(error, t)),
            },
          );
        }}
      />
      {withSubmit && data.status === 'draft' && (
        <>
          <CompletenessMeter profile={data} />
          <SubmitForApproval profile={data} />
        </>
      )}
    </Stack>
  );
}
