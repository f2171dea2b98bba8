import { Alert, Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSubmitProfile } from '../api/approval-and-consent.ts';
import type { Profile } from '../types.ts';
import { missingMinimum } from './completeness-meter.tsx';
import { notifyError, notifySuccess } from './notify.ts';
import { displayFirstName } from '../../../lib/names.ts';

/**
 * "Send for approval" for a draft: disabled, with the reason beside it, while the minimum is missing.
 * Nothing for a profile already sent.
 */
export function SubmitForApproval({
  profile,
}: {
  profile: Pick<Profile, 'id' | 'first_name' | 'last_name' | 'first_name_latin' | 'status' | 'missing'>;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const submit = useSubmitProfile();
  if (profile.status !== 'draft') return null;
  const minimum = missingMinimum(profile);
  const blocked = minimum.length > 0;
  // Once sent the profile is no longer a draft and this unmounts: mutate()'s own callbacks would not
  // run then, the awaited promise does.
  const send = async () => {
    try {
      await submit.mutateAsync(profile.id);
      notifySuccess(t('matrimonial.submitForApproval.sent', { name: displayFirstName(profile) }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };
  return (
    <Alert color="blue" variant="light" title={t('matrimonial.submitForApproval.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('matrimonial.submitForApproval.text')}</Text>
        <Button
          onClick={() => void send()}
          loading={submit.isPending}
          disabled={blocked}
          aria-describedby={blocked ? reasonId : undefined}
        >
          {t('matrimonial.submitForApproval.button')}
        </Button>
        {blocked && (
          <Text size="sm" id={reasonId}>
            {t('matrimonial.submitForApproval.blocked', {
              fields: minimum.map((f) => t(`matrimonial.completeness.fields.${f}`)).join(', '),
            })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
