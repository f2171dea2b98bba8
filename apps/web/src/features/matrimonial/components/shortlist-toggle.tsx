import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useShortlistToggle } from '../api/shortlist.ts';
import { notifyError } from './notify.ts';

interface ShortlistToggleProps {
  profileId: string;
  /** The profile's first name, for the button's accessible name. */
  name: string;
  shortlisted: boolean;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * A toggle button (aria-pressed) that puts a profile on the active profile's shortlist or takes it off;
 * a filled button with a filled star shows it is on. Its name says whose profile it is, for lists of
 * many cards ("Shortlist Aamir"), and stays the same whichever the state (aria-pressed tells it).
 */
export function ShortlistToggle({ profileId, name, shortlisted, size = 'xs' }: ShortlistToggleProps) {
  const { t } = useTranslation();
  const toggle = useShortlistToggle();
  // A click shows at once, and holds until the card fetched again says otherwise (or the call fails).
  const [clicked, setClicked] = useState<{ on: boolean; over: boolean } | null>(null);
  const on = clicked && clicked.over === shortlisted ? clicked.on : shortlisted;
  return (
    <Button
      size={size}
      variant={on ? 'filled' : 'default'}
      color="indigo.8"
      aria-pressed={on}
      aria-label={t('matrimonial.shortlist.toggle', { name })}
      leftSection={<span aria-hidden="true">{on ? '★' : '☆'}</span>}
      onClick={() => {
        const next = !on;
        setClicked({ on: next, over: shortlisted });
        toggle.mutate(
          { profileId, on: next },
          {
            onError: (error) => {
              setClicked(null);
              notifyError(errorMessage(error, t));
            },
          },
        );
      }}
    >
      {t('matrimonial.shortlist.label')}
    </Button>
  );
}
