import { Textarea, TextInput } from '@mantine/core';
import { type AdminNews, NEWS_TEXT_FIELDS } from '@samaj/shared';
import { ContentEditorPage, type EditorForm, type EditorValues } from '../components/content-editor.tsx';
import { NewsPreview } from '../components/content-previews.tsx';
import { NewsImageField } from '../components/news-image-field.tsx';
import { ORIGINAL_INPUT, TranslationFields, versionValues } from '../components/translation-fields.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { newsFormSchema } from '../schemas.ts';

const fromItem = (item: AdminNews | undefined): EditorValues => ({
  title: item?.title ?? '',
  summary: item?.summary ?? '',
  body: item?.body ?? '',
  image_url: item?.image_url ?? '',
  ...versionValues(item?.translations, NEWS_TEXT_FIELDS),
});

function NewsFields({ form }: { form: EditorForm }) {
  const { t } = useAdminTranslation();
  return (
    <>
      <TextInput
        label={t('content.fields.title')}
        required
        maxLength={200}
        {...ORIGINAL_INPUT}
        {...form.field('title')}
      />
      <Textarea
        label={t('content.fields.summary')}
        description={t('content.summaryHelp')}
        rows={2}
        maxLength={500}
        {...ORIGINAL_INPUT}
        {...form.field('summary')}
      />
      <Textarea
        label={t('content.fields.body')}
        description={t('content.bodyHelp')}
        rows={8}
        maxLength={20_000}
        {...ORIGINAL_INPUT}
        {...form.field('body')}
      />
      <TranslationFields
        field={(name) => form.field(name)}
        fields={[
          { name: 'title', label: t('content.fields.title'), max: 200 },
          { name: 'summary', label: t('content.fields.summary'), max: 500, rows: 2 },
          { name: 'body', label: t('content.fields.body'), max: 20_000, rows: 6 },
        ]}
      />
    </>
  );
}

export function NewsEditorPage() {
  return (
    <ContentEditorPage
      kind="news"
      fromItem={fromItem}
      schema={newsFormSchema}
      fields={(form) => <NewsFields form={form} />}
      preview={(values, publishedAt) => <NewsPreview values={values} publishedAt={publishedAt} />}
      extra={(saved, applySaved) => (
        <NewsImageField item={saved} onChanged={(url) => applySaved('image_url', url)} />
      )}
    />
  );
}
