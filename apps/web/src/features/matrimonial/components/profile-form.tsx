import { COMMUNITIES, GENDERS, MARITAL_STATUSES } from '@samaj/shared';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useSaveProfile } from '../api/save-profile.ts';
import {
  emptyProfileForm,
  MAX_AGE,
  MIN_AGE,
  profileFormSchema,
  REAPPROVAL_FIELDS,
  toFormValues,
  type ProfileFormValues,
  type ProfilePayload,
} from '../profile-schema.ts';
import { RELATIONS, type Profile } from '../types.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { COUNTRIES, MOTHER_TONGUES } from '../profile-values.ts';
import { ChoiceWithOther } from './choice-with-other.tsx';
import { DateOfBirthField } from './date-of-birth-field.tsx';
import { HeightField } from './height-field.tsx';
import { LatinNameField } from './latin-name-field.tsx';
import { PlaceField } from './place-field.tsx';
import { usePlaces } from '../../../api/places.ts';
import { countryLabel, motherTongueLabel } from './profile-text.ts';

interface ProfileFormProps {
  /** The profile to edit; without it the form creates a new one. */
  profile?: Profile | undefined;
  /** Starting values of a new profile (the guided path's relation and the gender it implies). */
  defaults?: Partial<ProfileFormValues> | undefined;
  onSaved: (profile: Profile) => void;
  onCancel?: () => void;
}

type Field = keyof ProfileFormValues & string;

/** Create or edit a profile: checked here first, then by the server, whose 422 errors land on the fields. */
export function ProfileForm({ profile, defaults, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation();
  const save = useSaveProfile(profile?.id);
  const initial = profile ? toFormValues(profile) : { ...emptyProfileForm, ...defaults };
  const form = useForm(profileFormSchema, initial);
  const [pending, setPending] = useState<{ data: ProfilePayload; element: HTMLFormElement } | null>(null);
  const approved = Boolean(profile?.approved_on);
  const places = usePlaces();

  const bind = (name: Field) => ({
    name,
    value: form.values[name] ?? '',
    error: form.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      form.setValue(name, event.currentTarget.value),
  });

  const submit = async (data: ProfilePayload, element: HTMLFormElement) => {
    setPending(null);
    try {
      const saved = await save.mutateAsync(data);
      onSaved(saved);
    } catch (error) {
      form.setServerError(error, element);
    }
  };

  const onSubmit = form.handleSubmit((data, element) => {
    const reapproval = approved && REAPPROVAL_FIELDS.some((name) => form.values[name] !== initial[name]);
    if (reapproval) setPending({ data, element });
    else void submit(data, element);
  });

  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t(profile ? 'matrimonial.form.editLabel' : 'matrimonial.form.createLabel')}
    >
      <Stack gap="md">
        {profile && (
          <Alert color="yellow" variant="light" title={t('matrimonial.form.reapprovalTitle')}>
            {t('matrimonial.form.reapprovalText')}
          </Alert>
        )}
        {approved && <Text size="sm">{t('matrimonial.form.reviewNote')}</Text>}
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('matrimonial.fields.first_name')}
            autoComplete="off"
            maxLength={50}
            required
            {...bind('first_name')}
          />
          <TextInput
            label={t('matrimonial.fields.last_name')}
            autoComplete="off"
            maxLength={50}
            required
            {...bind('last_name')}
          />
          <LatinNameField
            name="first_name_latin"
            label={t('matrimonial.fields.first_name_latin')}
            written={form.values.first_name}
            value={form.values.first_name_latin}
            onChange={(value) => form.setValue('first_name_latin', value)}
            error={form.errors.first_name_latin}
          />
          <LatinNameField
            name="last_name_latin"
            label={t('matrimonial.fields.last_name_latin')}
            written={form.values.last_name}
            value={form.values.last_name_latin}
            onChange={(value) => form.setValue('last_name_latin', value)}
            error={form.errors.last_name_latin}
          />
          <NativeSelect
            label={t('matrimonial.fields.gender')}
            required
            data={[
              { value: '', label: t('matrimonial.form.choose'), disabled: true },
              ...options(GENDERS, 'matrimonial.gender'),
            ]}
            {...bind('gender')}
          />
          <DateOfBirthField
            name="date_of_birth"
            value={form.values.date_of_birth}
            onChange={(value) => form.setValue('date_of_birth', value)}
            error={form.errors.date_of_birth}
            minAge={MIN_AGE}
            maxAge={MAX_AGE}
          />
          <NativeSelect
            label={t('matrimonial.fields.marital_status')}
            required
            data={options(MARITAL_STATUSES, 'matrimonial.maritalStatus')}
            {...bind('marital_status')}
          />
          <NativeSelect
            label={t('matrimonial.fields.relation')}
            description={t('matrimonial.form.relationHelp')}
            required
            data={options(RELATIONS, 'matrimonial.relation')}
            {...bind('relation')}
          />
          <NativeSelect
            label={t('matrimonial.fields.has_job')}
            required
            data={options(['yes', 'no'], 'matrimonial.yesNo')}
            {...bind('has_job')}
          />
          <TextInput label={t('matrimonial.fields.occupation')} maxLength={100} {...bind('occupation')} />
          <TextInput label={t('matrimonial.fields.education')} maxLength={100} {...bind('education')} />
          <HeightField
            name="height_cm"
            value={form.values.height_cm}
            onChange={(value) => form.setValue('height_cm', value)}
            error={form.errors.height_cm}
          />
          <PlaceField
            places={places}
            city={form.values.city}
            placeId={form.values.place_id}
            error={form.errors.city}
            onChange={({ city, placeId, state }) => {
              form.setValue('city', city);
              form.setValue('place_id', placeId);
              if (state && !form.values.state.trim()) form.setValue('state', state);
            }}
          />
          <TextInput
            label={t('matrimonial.fields.state')}
            autoComplete="address-level1"
            maxLength={100}
            {...bind('state')}
          />
          <ChoiceWithOther
            name="country"
            label={t('matrimonial.fields.country')}
            otherLabel={t('matrimonial.fields.country_other')}
            otherOption={t('matrimonial.form.otherCountry')}
            entries={COUNTRIES}
            entryLabel={(entry) => countryLabel(entry, t)}
            maxLength={60}
            value={form.values.country}
            onChange={(value) => form.setValue('country', value)}
            error={form.errors.country}
          />
          <ChoiceWithOther
            name="mother_tongue"
            label={t('matrimonial.fields.mother_tongue')}
            otherLabel={t('matrimonial.fields.mother_tongue_other')}
            otherOption={t('matrimonial.form.otherChoice')}
            entries={MOTHER_TONGUES}
            entryLabel={(entry) => motherTongueLabel(entry, t)}
            maxLength={60}
            value={form.values.mother_tongue}
            onChange={(value) => form.setValue('mother_tongue', value)}
            error={form.errors.mother_tongue}
          />
          <NativeSelect
            label={t('matrimonial.fields.community')}
            data={[
              { value: '', label: t('matrimonial.form.notSaid') },
              ...options(COMMUNITIES, 'matrimonial.community'),
            ]}
            {...bind('community')}
          />
          <TextInput label={t('matrimonial.fields.native_place')} maxLength={100} {...bind('native_place')} />
        </SimpleGrid>
        <Textarea
          label={t('matrimonial.fields.about')}
          description={t('matrimonial.form.aboutHelp')}
          autosize
          minRows={3}
          maxLength={2000}
          {...bind('about')}
        />
        <Text size="sm" c="dimmed">
          {t('matrimonial.form.privacy')}
        </Text>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('matrimonial.common.cancel')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t(profile ? 'matrimonial.form.save' : 'matrimonial.form.create')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        title={t('matrimonial.form.reapprovalConfirmTitle')}
        confirmLabel={t('matrimonial.form.reapprovalConfirm')}
        danger={false}
        onClose={() => setPending(null)}
        onConfirm={() => pending && void submit(pending.data, pending.element)}
      >
        {t('matrimonial.form.reapprovalConfirmText')}
      </ConfirmDialog>
    </form>
  );
}
