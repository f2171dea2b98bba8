import { BOOKING_USER_TYPES, type BookingUserType } from '@samaj/shared';
import { Group, Input, Radio, Text } from '@mantine/core';
import { useBookingTranslation } from '../i18n.ts';

interface UserTypePickerProps {
  value: BookingUserType;
  onChange: (value: BookingUserType) => void;
  /** The member type the office has confirmed for this user: the only type they can book at. */
  confirmed?: BookingUserType | null | undefined;
  error?: string | undefined;
}

/** The booking user type sets the price of each date (amount and deposit per type). */
export function UserTypePicker({ value, onChange, confirmed, error }: UserTypePickerProps) {
  const { t } = useBookingTranslation();
  if (confirmed) {
    return (
      <Input.Wrapper label={t('draft.userType')} description={t('draft.userTypeConfirmed')} error={error}>
        <Text fw={600} mt={4} data-testid="confirmed-user-type">
          {`${t(`userTypes.${confirmed}`)} (${confirmed})`}
        </Text>
      </Input.Wrapper>
    );
  }
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
