import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { FamilyProfile } from '@samaj/shared';
import type { ProfileModeration } from './profile-moderation.tsx';

// The "More" menu (report, block) with Mantine's menu and overlays (some 45 kB gzip): its own chunk, kept
// off the profile's first paint and its largest (the first picture, which it competed with for the line):
// decision 037.
let chunk: Promise<{ ProfileModeration: typeof ProfileModeration }> | undefined;
const loadModeration = () => (chunk ??= import('./profile-moderation.tsx'));

/** How long after the profile shows the menu loads anyway, so that it is there before it is wanted. */
const LOAD_AFTER_MS = 3000;

/**
 * A profile's "More" button. It stands alone until the menu is wanted (the pointer or focus on it, a tap)
 * or a few seconds have passed; then the menu's chunk loads and takes its place, open at once when the
 * button was pressed, with the focus on it when it had it.
 */
export function ProfileMoreActions({
  profileId,
  name,
  family = [],
}: {
  profileId: string;
  name: string;
  /** The family's other profiles, which a block blocks too (the block dialog names them). */
  family?: readonly FamilyProfile[] | undefined;
}) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  // The loaded menu, kept in state (not React.lazy): the stand-in stays the same element until the menu
  // replaces it, so a press that began on it is not lost.
  const [Moderation, setModeration] = useState<typeof ProfileModeration | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setWanted(true), LOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadModeration().then((m) => {
      if (live) setModeration(() => m.ProfileModeration);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  const standIn = (
    <Button
      variant="default"
      aria-label={t('matrimonial.view.moreActions', { name })}
      aria-haspopup="menu"
      onPointerEnter={() => setWanted(true)}
      onFocus={() => {
        setFocused(true);
        setWanted(true);
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setPressed(true);
        setWanted(true);
      }}
    >
      {t('matrimonial.view.more')}
    </Button>
  );
  if (!Moderation) return standIn;
  return (
    <Moderation
      profileId={profileId}
      name={name}
      family={family}
      opened={pressed}
      focused={focused || pressed}
    />
  );
}
