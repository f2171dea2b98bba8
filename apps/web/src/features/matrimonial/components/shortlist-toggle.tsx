import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  // Shown at once; the lists catch up when the server has answered.
  const on = toggle.isPending ? toggle.variables.on : shortlisted;
  return (
    <Button
      size={size}
      variant={on ? 'filled' : 'default'}
      color="indigo.8"
      aria-pressed={on}
      aria-label={t('matrimonial.shortlist.toggle', { name })}
      leftSection={<span aria-hidden="true">{on ? '★' : '☆'}</span>}
      onClick={() =>
        toggle.mutate({ profileId, on: !on }, { onError: (error) => notifyError(errorMessage(error, t)) })
      }
    >
      {t('matrimonial.shortlist.label')}
    </Button>
  );
}
