import { Badge, Radio, Stack, Text } from '@mantine/core';
import { PHOTO_VISIBILITIES, type PhotoVisibility } from '@samaj/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useProfile } from '../api/get-profile.ts';
import { useSavePhotoVisibility } from '../api/photo-visibility.ts';
import type { Picture } from '../types.ts';
import { notifyError, notifySuccess } from './notify.ts';

/**
 * Photo privacy on the web (the server decides: decision 027): an own picture's
 * review, the owner's choice of who sees the pictures, and why another profile shows none.
 */

const REVIEW_COLOR = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

/** An own picture's review: waiting, approved, or not approved with the office's reason. */
export function PictureReviewBadge({ picture }: { picture: Pick<Picture, 'status' | 'rejection_reason'> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Badge color={REVIEW_COLOR[picture.status]} variant="light" c="dark.8" style={{ maxWidth: '100%' }}>
        {t(`matrimonial.photos.review.${picture.status}`)}
      </Badge>
      {picture.status === 'rejected' && picture.rejection_reason && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('matrimonial.photos.rejectedReason', { reason: picture.rejection_reason })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Why a profile of someone else shows no picture, as a translation key: its family shows pictures
 * only after an accepted interest (and there is none: no contact either), or to nobody; null when the
 * profile simply has none to show.
 */
export function withheldPicturesKey(profile: {
  primary_picture: unknown;
  photo_visibility?: PhotoVisibility;
  contact?: unknown;
}): string | null {
  if (profile.primary_picture) return null;
  if (profile.photo_visibility === 'hidden') return 'matrimonial.photos.withheld.hidden';
  if (profile.photo_visibility === 'accepted' && !profile.contact)
    return 'matrimonial.photos.withheld.accepted';
  return null;
}

export function WithheldPicturesNote({ profile }: { profile: Parameters<typeof withheldPicturesKey>[0] }) {
  const { t } = useTranslation();
  const key = withheldPicturesKey(profile);
  return key ? (
    <Text size="sm" c="dark.6">
      {t(key)}
    </Text>
  ) : null;
}

/** The owner's choice of who sees the pictures, saved as soon as it is made. */
export function PhotoVisibilityChoice({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const profile = useProfile(profileId);
  const save = useSavePhotoVisibility(profileId);
  // The choice shows at once, in the same render as the click (the mutation's own state arrives a
  // tick later, and a controlled radio would first spring back); the saved one replaces it when the
  // server has answered, or the previous one comes back with the error.
  const [chosen, setChosen] = useState<PhotoVisibility | null>(null);
  const current = chosen ?? profile.data?.photo_visibility;
  const choose = (value: string) => {
    const visibility = PHOTO_VISIBILITIES.find((v) => v === value);
    if (!visibility || visibility === profile.data?.photo_visibility) return;
    setChosen(visibility);
    save.mutate(visibility, {
      onSuccess: () => notifySuccess(t('matrimonial.photos.saved')),
      onError: (error) => notifyError(errorMessage(error, t)),
      onSettled: () => setChosen(null),
    });
  };
  return (
    <Radio.Group
      label={t('matrimonial.photos.visibility')}
      description={t('matrimonial.photos.visibilityHelp')}
      value={current ?? null}
      onChange={choose}
    >
      <Stack gap="xs" mt="xs">
        {PHOTO_VISIBILITIES.map((value) => (
          <Radio
            key={value}
            value={value}
            label={t(`matrimonial.photos.choice.${value}`)}
            description={t(`matrimonial.photos.choiceHelp.${value}`)}
            disabled={!profile.data || save.isPending}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
