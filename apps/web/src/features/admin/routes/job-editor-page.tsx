import { Select, Textarea, TextInput } from '@mantine/core';
import { EMPLOYMENT_TYPES, JOB_TEXT_FIELDS, type AdminJob } from '@samaj/shared';
import { ContentEditorPage, type EditorForm, type EditorValues } from '../components/content-editor.tsx';
import { JobPreview } from '../components/content-previews.tsx';
import { ORIGINAL_INPUT, TranslationFields, versionValues } from '../components/translation-fields.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { jobFormSchema } from '../schemas.ts';

const fromItem = (item: AdminJob | undefined): EditorValues => ({
  title: item?.title ?? '',
  organisation: item?.organisation ?? '',
  location: item?.location ?? '',
  employment_type: item?.employment_type ?? 'full_time',
  description: item?.description ?? '',
  how_to_apply: item?.how_to_apply ?? '',
  closes_on: item?.closes_on ?? '',
  apply_phone: item?.apply_phone ?? '',
  apply_whatsapp: item?.apply_whatsapp ?? '',
  ...versionValues(item?.translations, JOB_TEXT_FIELDS),
});

function JobFields({ form }: { form: EditorForm }) {
  const { t } = useAdminTranslation();
  const text = (name: string, max: number, required = false) => (
    <TextInput
      label={t(`content.fields.${name}`)}
      required={required}
      maxLength={max}
      {...ORIGINAL_INPUT}
      {...form.field(name)}
    />
  );
  return (
    <>
      {text('title', 200, true)}
      {text('organisation', 200)}
      {text('location', 200)}
      <Select
        label={t('content.fields.employment_type')}
        data={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`jobs.employmentTypes.${type}`) }))}
        allowDeselect={false}
        {...form.selectField('employment_type')}
      />
      <TextInput
        type="date"
        label={t('content.fields.closes_on')}
        description={t('content.closesOnHelp')}
        {...form.field('closes_on')}
      />
      <Textarea
        label={t('content.fields.description')}
        description={t('content.bodyHelp')}
        rows={6}
        maxLength={20_000}
        {...ORIGINAL_INPUT}
        {...form.field('description')}
      />
      <Textarea
        label={t('content.fields.how_to_apply')}
        rows={3}
        maxLength={5000}
        {...ORIGINAL_INPUT}
        {...form.field('how_to_apply')}
      />
      <TextInput
        type="tel"
        dir="ltr"
        label={t('content.fields.apply_phone')}
        description={t('content.applyPhoneHelp')}
        maxLength={32}
        {...form.field('apply_phone')}
      />
      <TextInput
        type="tel"
        dir="ltr"
        label={t('content.fields.apply_whatsapp')}
        description={t('content.applyPhoneHelp')}
        maxLength={32}
        {...form.field('apply_whatsapp')}
      />
      <TranslationFields
        field={(name) => form.field(name)}
        fields={[
          { name: 'title', label: t('content.fields.title'), max: 200 },
          { name: 'organisation', label: t('content.fields.organisation'), max: 200 },
          { name: 'location', label: t('content.fields.location'), max: 200 },
          { name: 'description', label: t('content.fields.description'), max: 20_000, rows: 4 },
          { name: 'how_to_apply', label: t('content.fields.how_to_apply'), max: 5000, rows: 2 },
        ]}
      />
    </>
  );
}

export function JobEditorPage() {
  return (
    <ContentEditorPage
      kind="jobs"
      fromItem={fromItem}
      schema={jobFormSchema}
      fields={(form) => <JobFields form={form} />}
      preview={(values, publishedAt) => <JobPreview values={values} publishedAt={publishedAt} />}
    />
  );
}
