import { BOOKING_USER_TYPES, type BookingUserType } from '@samaj/shared';
import { Group, Radio } from '@mantine/core';
import { useBookingTranslation } from '../i18n.ts';

interface UserTypePickerProps {
  value: BookingUserType;
  onChange: (value: BookingUserType) => void;
  error?: string | undefined;
}

/** The booking user type sets the price of each date (amount and deposit per type). */
export function UserTypePicker({ value, onChange, error }: UserTypePickerProps) {
  const { t } = useBookingTranslation();
  return (
    <Radio.Group
      name="booking_user_type"
      label={t('draft.userType')}
      description={t('draft.userTypeHelp')}
      value={value}
      onChange={(next) => onChange(next as BookingUserType)}
      error={error}
      withAsterisk
    >
      <Group mt="xs" gap="md">
        {BOOKING_USER_TYPES.map((type) => (
          <Radio key={type} value={type} label={`${t(`userTypes.${type}`)} (${type})`} />
        ))}
      </Group>
    </Radio.Group>
  );
}
