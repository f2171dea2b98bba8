import { Avatar, Button, Stack } from '@mantine/core';
import type { NamedProfile } from '@samaj/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useSaveData } from '../../../lib/save-data.ts';
import { displayInitials, displayName } from '../../../lib/names.ts';

interface ProfileAvatarProps {
  /** Its name and initials follow the reader's script (lib/names.ts). */
  profile: NamedProfile;
  src?: string | null | undefined;
  size?: number;
}

/**
 * A profile's picture thumbnail, or its initials when it has none. Decorative: the name is beside it.
 * When the visitor saves data (lib/save-data.ts) the picture is fetched only on a tap: the initials
 * show, with a "Show photo" button that names whose photo it is.
 */
export function ProfileAvatar({ profile, src, size = 64 }: ProfileAvatarProps) {
  const { t } = useTranslation();
  const saveData = useSaveData();
  const [asked, setAsked] = useState(false);
  const avatarRef = useRef<HTMLDivElement>(null);
  const name = displayName(profile);
  const held = saveData && !!src && !asked;

  // The button goes once pressed: focus moves to the picture it showed, not to the top of the page.
  useEffect(() => {
    if (asked) avatarRef.current?.focus();
  }, [asked]);

  const avatar = (
    // Pictures are mostly portraits: crop around the top centre, where the face is, not the middle.
    <Avatar
      ref={avatarRef}
      tabIndex={asked ? -1 : undefined}
      src={held ? null : (src ?? null)}
      // Shown on request, the picture is named; otherwise it is decoration beside the name.
      alt={asked ? t('matrimonial.card.photoAlt', { name }) : ''}
      size={size}
      radius="md"
      color="indigo"
      styles={{ image: { objectPosition: 'center top' } }}
      // Search and lists show many cards: only those near the screen fetch their picture.
      imageProps={{ loading: 'lazy', decoding: 'async' }}
    >
      {displayInitials(profile)}
    </Avatar>
  );
  if (!held) return avatar;
  return (
    <Stack gap={4} align="center">
      {avatar}
      <Button
        size="compact-xs"
        variant="light"
        aria-label={t('matrimonial.card.showPhotoOf', { name })}
        onClick={() => setAsked(true)}
      >
        {t('matrimonial.card.showPhoto')}
      </Button>
    </Stack>
  );
}
