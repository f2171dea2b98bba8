import {
  Anchor,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type AdminHall,
  BOOKING_USER_TYPES,
  DEFAULT_SLOT_HOURS,
  HALL_TEXT_FIELDS,
  SLOTS,
} from '@samaj/shared';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { AsyncContent } from '../../../components/async-content.tsx';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useAdminHalls } from '../api/get-halls.ts';
import { useSaveHall } from '../api/save-hall.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { notifySuccess } from '../components/notify.ts';
import { ORIGINAL_INPUT, TranslationFields, versionValues } from '../components/translation-fields.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { paths } from '../paths.ts';
import { hallFormSchema, notANumber, priceField } from '../schemas.ts';

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form's text values: a price is `CM.amount`, `NCM.deposit`... */
const toValues = (hall: AdminHall | undefined): z.input<typeof hallFormSchema> => ({
  name: hall?.name ?? '',
  short_name: hall?.short_name ?? '',
  description: hall?.description ?? '',
  capacity: text(hall?.capacity),
  booking_amount: text(hall?.booking_amount),
  advance_percent: text(hall?.advance_percent ?? 100),
  balance_due_days: text(hall?.balance_due_days ?? 30),
  ...(Object.fromEntries(
    BOOKING_USER_TYPES.flatMap((type) =>
      (['amount', 'deposit'] as const).map((part) => [
        priceField(type, part),
        text(hall?.payment_amount[type][part]),
      ]),
    ),
  ) as Record<ReturnType<typeof priceField>, string>),
  address: hall?.address ?? '',
  ...Object.fromEntries(
    SLOTS.flatMap((slot) => {
      const hours = hall?.slot_hours[slot] ?? DEFAULT_SLOT_HOURS[slot];
      return [
        [`slot_hours.${slot}.from`, hours.from],
        [`slot_hours.${slot}.to`, hours.to],
      ];
    }),
  ),
  ...versionValues(hall?.translations, HALL_TEXT_FIELDS),
});

/** The server names a price `payment_amount.CM.amount`; the form, `CM.amount`. */
const fieldOf = (key: string) => key.replace(/^payment_amount\./, '');

function HallForm({ hall }: { hall: AdminHall | undefined }) {
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const save = useSaveHall();
  const form = useForm(hallFormSchema, toValues(hall));

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: hall?.id, body });
      notifySuccess(t('halls.saved', { name: saved.name }));
      void navigate(paths.halls);
    } catch (error) {
      form.setServerError(error, null, { fieldOf });
      // The server's summary stays above the buttons even when every error has found its field: with
      // nine number fields, some of them below the fold, it tells the admin what to look for.
      if (isApiError(error)) form.setFormError(errorMessage(error, t));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('halls.fields.name')}
            required
            maxLength={100}
            {...ORIGINAL_INPUT}
            {...form.field('name')}
          />
          <TextInput
            label={t('halls.fields.short_name')}
            required
            maxLength={20}
            {...ORIGINAL_INPUT}
            {...form.field('short_name')}
          />
        </SimpleGrid>
        <Textarea
          label={t('halls.fields.description')}
          rows={2}
          maxLength={5000}
          {...ORIGINAL_INPUT}
          {...form.field('description')}
        />
        <Textarea
          label={t('halls.fields.address')}
          description={t('halls.addressHelp')}
          rows={2}
          maxLength={500}
          {...ORIGINAL_INPUT}
          {...form.field('address')}
        />
        <Fieldset legend={t('halls.hoursTitle')}>
          <Text size="sm" mb="xs">
            {t('halls.hoursHelp')}
          </Text>
          <Stack gap="xs">
            {SLOTS.map((slot) => (
              <SimpleGrid key={slot} cols={2}>
                <TextInput
                  type="time"
                  label={t('halls.slotFrom', { slot: t(`slots.${slot}`) })}
                  required
                  {...form.field(`slot_hours.${slot}.from`)}
                />
                <TextInput
                  type="time"
                  label={t('halls.slotTo', { slot: t(`slots.${slot}`) })}
                  required
                  {...form.field(`slot_hours.${slot}.to`)}
                />
              </SimpleGrid>
            ))}
          </Stack>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('halls.fields.capacity')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.numberField('capacity', notANumber.capacity)}
          />
          <NumberInput
            label={t('halls.fields.booking_amount')}
            description={t('halls.bookingAmountHelp')}
            required
            min={0}
            allowDecimal={false}
            allowNegative={false}
            prefix="₹"
            {...form.numberField('booking_amount', notANumber.amount)}
          />
          <NumberInput
            label={t('halls.advancePercent')}
            description={t('halls.advanceHelp')}
            required
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            suffix="%"
            {...form.numberField('advance_percent', 'admin:halls.advanceInvalid')}
          />
          <NumberInput
            label={t('halls.dueDays')}
            description={t('halls.dueDaysHelp')}
            required
            min={0}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            {...form.numberField('balance_due_days', 'admin:halls.dueDaysInvalid')}
          />
        </SimpleGrid>
        {BOOKING_USER_TYPES.map((type) => (
          <Fieldset key={type} legend={t('halls.pricesFor', { type: t(`userTypes.${type}`), code: type })}>
            <SimpleGrid cols={2}>
              {(['amount', 'deposit'] as const).map((part) => (
                <NumberInput
                  key={part}
                  label={t(`halls.fields.${part}`)}
                  required
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  prefix="₹"
                  {...form.numberField(priceField(type, part), notANumber.amount)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        <TranslationFields
          field={(name) => form.field(name)}
          fields={[
            { name: 'name', label: t('halls.fields.name'), max: 100 },
            { name: 'description', label: t('halls.fields.description'), max: 5000, rows: 2 },
            { name: 'address', label: t('halls.fields.address'), max: 500, rows: 2 },
          ]}
        />
        {form.formError && (
          <Text c="red.9" size="sm" role="alert">
            {form.formError}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {hall ? t('halls.saveChanges') : t('halls.create')}
          </Button>
          <Button variant="default" component={Link} to={paths.halls}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function HallEditorPage() {
  const { t } = useAdminTranslation();
  const { id } = useParams();
  const query = useAdminHalls();
  const hall = id ? query.data?.find((entry) => entry.id === id) : undefined;
  if (id && query.isSuccess && !hall) {
    return <StatusPage code="404" title={t('halls.notFound')} text={t('halls.notFoundText')} />;
  }
  return (
    <AdminPage title={hall ? t('halls.editNamed', { name: hall.name }) : t('halls.new')}>
      <Anchor component={Link} to={paths.halls} size="sm">
        {t('halls.back')}
      </Anchor>
      <AsyncContent
        query={query}
        loading={<DetailSkeleton label={t('halls.loading')} />}
        errorTitle={t('halls.loadFailed')}
      >
        {() => <HallForm key={hall?.id ?? 'new'} hall={hall} />}
      </AsyncContent>
    </AdminPage>
  );
}
