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
import { BOOKING_USER_TYPES, type Hall } from '@samaj/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAdminHalls } from '../api/get-halls.ts';
import { useSaveHall } from '../api/save-hall.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { notifySuccess } from '../components/notify.ts';
import { useAdminTranslation } from '../i18n.ts';
import { paths } from '../paths.ts';

type Amount = number | '';
interface HallValues {
  name: string;
  short_name: string;
  description: string;
  capacity: Amount;
  booking_amount: Amount;
  prices: Record<string, { amount: Amount; deposit: Amount }>;
}

const toValues = (hall: Hall | undefined): HallValues => ({
  name: hall?.name ?? '',
  short_name: hall?.short_name ?? '',
  description: hall?.description ?? '',
  capacity: hall?.capacity ?? '',
  booking_amount: hall?.booking_amount ?? '',
  prices: Object.fromEntries(
    BOOKING_USER_TYPES.map((type) => [
      type,
      { amount: hall?.payment_amount[type].amount ?? '', deposit: hall?.payment_amount[type].deposit ?? '' },
    ]),
  ),
});

const num = (value: string | number): Amount => (value === '' ? '' : Number(value));

function HallForm({ hall }: { hall: Hall | undefined }) {
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const save = useSaveHall();
  const [values, setValues] = useState(() => toValues(hall));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <F extends keyof HallValues>(name: F, value: HallValues[F]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };
  const setPrice = (type: string, part: 'amount' | 'deposit', value: Amount) => {
    setValues((current) => ({
      ...current,
      prices: { ...current.prices, [type]: { ...current.prices[type]!, [part]: value } },
    }));
    setErrors((current) => ({ ...current, [`${type}.${part}`]: '', payment_amount: '' }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const next: Record<string, string> = {};
    if (!values.name.trim()) next.name = t('halls.required');
    if (!values.short_name.trim()) next.short_name = t('halls.required');
    if (values.booking_amount === '') next.booking_amount = t('halls.required');
    for (const type of BOOKING_USER_TYPES) {
      for (const part of ['amount', 'deposit'] as const) {
        if (values.prices[type]?.[part] === '') next[`${type}.${part}`] = t('halls.required');
      }
    }
    const first = Object.keys(next)[0];
    if (first) {
      setErrors(next);
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFormError(null);
    const body = {
      name: values.name.trim(),
      short_name: values.short_name.trim(),
      description: values.description.trim(),
      capacity: values.capacity === '' ? 0 : values.capacity,
      booking_amount: Number(values.booking_amount),
      payment_amount: Object.fromEntries(
        BOOKING_USER_TYPES.map((type) => [
          type,
          { amount: Number(values.prices[type]?.amount), deposit: Number(values.prices[type]?.deposit) },
        ]),
      ) as Hall['payment_amount'],
    };
    try {
      const saved = await save.mutateAsync({ id: hall?.id, body });
      notifySuccess(t('halls.saved', { name: saved.name }));
      void navigate(paths.halls);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) {
        const fieldErrors: Record<string, string> = {};
        for (const [name, messages] of Object.entries(error.errors)) {
          fieldErrors[name.replace(/^payment_amount\./, '')] = messages[0] ?? '';
        }
        setErrors(fieldErrors);
        setFormError(error.message);
      } else {
        setFormError(errorMessage(error, t));
      }
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            name="name"
            label={t('halls.fields.name')}
            required
            maxLength={100}
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name || undefined}
          />
          <TextInput
            name="short_name"
            label={t('halls.fields.short_name')}
            required
            maxLength={20}
            value={values.short_name}
            onChange={(event) => set('short_name', event.currentTarget.value)}
            error={errors.short_name || undefined}
          />
        </SimpleGrid>
        <Textarea
          name="description"
          label={t('halls.fields.description')}
          rows={2}
          maxLength={5000}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={errors.description || undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            name="capacity"
            label={t('halls.fields.capacity')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={values.capacity}
            onChange={(value) => set('capacity', num(value))}
            error={errors.capacity || undefined}
          />
          <NumberInput
            name="booking_amount"
            label={t('halls.fields.booking_amount')}
            description={t('halls.bookingAmountHelp')}
            required
            min={0}
            allowDecimal={false}
            allowNegative={false}
            prefix="₹"
            value={values.booking_amount}
            onChange={(value) => set('booking_amount', num(value))}
            error={errors.booking_amount || undefined}
          />
        </SimpleGrid>
        {BOOKING_USER_TYPES.map((type) => (
          <Fieldset key={type} legend={t('halls.pricesFor', { type: t(`userTypes.${type}`), code: type })}>
            <SimpleGrid cols={2}>
              {(['amount', 'deposit'] as const).map((part) => (
                <NumberInput
                  key={part}
                  name={`${type}.${part}`}
                  label={t(`halls.fields.${part}`)}
                  required
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  prefix="₹"
                  value={values.prices[type]?.[part] ?? ''}
                  onChange={(value) => setPrice(type, part, num(value))}
                  error={errors[`${type}.${part}`] || undefined}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        {(formError || errors.payment_amount) && (
          <Text c="red.9" size="sm" role="alert">
            {errors.payment_amount || formError}
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
