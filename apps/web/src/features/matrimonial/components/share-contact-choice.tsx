import { Radio, Stack } from '@mantine/core';
import { SHARE_CONTACT_CHOICES, type ShareContactChoice as Choice } from '@samaj/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useUpdateProfileFields } from '../api/update-profile-fields.ts';
import type { Profile } from '../types.ts';
import { notifyError, notifySuccess } from './notify.ts';

/**
 * When the other family sees the holder's number (decision 057, `share_contact`): at the acceptance of an
 * interest, or only once the family presses "Share our number" in their conversation. Saved as soon
 * as it is chosen, like who may see the pictures.
 */
export function ShareContactChoice({ profile }: { profile: Pick<Profile, 'id' | 'share_contact'> }) {
  const { t } = useTranslation();
  const save = useUpdateProfileFields(profile.id);
  // The choice shows at once; the saved one replaces it, or the previous one comes back with the error.
  const [chosen, setChosen] = useState<Choice | null>(null);
  const current = chosen ?? profile.share_contact ?? 'on_acceptance';
  const choose = (value: string) => {
    const choice = SHARE_CONTACT_CHOICES.find((c) => c === value);
    if (!choice || choice === current) return;
    setChosen(choice);
    save.mutate(
      { share_contact: choice },
      {
        onSuccess: () => notifySuccess(t('matrimonial.shareChoice.saved')),
        onError: (error) => notifyError(errorMessage(error, t)),
        onSettled: () => setChosen(null),
      },
    );
  };
  return (
    <Radio.Group
      name="share_contact"
      label={t('matrimonial.shareChoice.label')}
      description={t('matrimonial.shareChoice.help')}
      value={current}
      onChange={choose}
    >
      <Stack gap="xs" mt="xs">
        {SHARE_CONTACT_CHOICES.map((value) => (
          <Radio
            key={value}
            value={value}
            label={t(`matrimonial.shareChoice.${value}`)}
            description={t(`matrimonial.shareChoice.${value}Help`)}
            disabled={save.isPending}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
