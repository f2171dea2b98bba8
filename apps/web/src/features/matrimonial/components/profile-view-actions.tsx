import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNotInterested } from '../api/shortlist.ts';
import { notifyError } from './notify.ts';
import { ShortlistToggle } from './shortlist-toggle.tsx';

/**
 * On another family's profile: the shortlist toggle and "Not interested", which hides the profile from
 * the active profile's search for 30 days; a notice then says so and offers to undo it at once.
 */
export function ProfileViewActions({
  profileId,
  name,
  shortlisted,
}: {
  profileId: string;
  name: string;
  shortlisted: boolean;
}) {
  const { t } = useTranslation();
  const hide = useNotInterested();
  const [hidden, setHidden] = useState(false);
  const [undone, setUndone] = useState(false);
  const mark = (value: boolean) =>
    hide.mutate(
      { profileId, hidden: value },
      {
        onSuccess: () => {
          setHidden(value);
          setUndone(!value);
        },
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );
  return (
    <>
      <Group gap="sm">
        <ShortlistToggle profileId={profileId} name={name} shortlisted={shortlisted} size="sm" />
        {!hidden && (
          <Button size="sm" variant="default" loading={hide.isPending} onClick={() => mark(true)}>
            {t('matrimonial.notInterested.button')}
          </Button>
        )}
      </Group>
      <div role="status" aria-live="polite">
        {hidden && (
          <Alert color="indigo" variant="light">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('matrimonial.notInterested.done', { name, days: 30 })}</Text>
              <Button size="xs" variant="outline" loading={hide.isPending} onClick={() => mark(false)}>
                {t('matrimonial.notInterested.undo')}
              </Button>
            </Group>
          </Alert>
        )}
        {undone && !hidden && <Text size="sm">{t('matrimonial.notInterested.undone', { name })}</Text>}
      </div>
    </>
  );
}
