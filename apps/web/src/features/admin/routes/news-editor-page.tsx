import { Anchor, Textarea, TextInput } from '@mantine/core';
import { type AdminNews, NEWS_TEXT_FIELDS } from '@samaj/shared';
import { Link, useParams } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { useContentItem } from '../api/get-content-list.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ContentEditor, type EditorForm, type EditorValues } from '../components/content-editor.tsx';
import { NewsPreview } from '../components/content-previews.tsx';
import { NewsImageField } from '../components/news-image-field.tsx';
import { ORIGINAL_INPUT, TranslationFields, versionValues } from '../components/translation-fields.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { paths } from '../paths.ts';
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
  const { t } = useAdminTranslation();
  const { id } = useParams();
  const found = useContentItem('news', id);
  const back = (
    <Anchor component={Link} to={paths.content('news')} size="sm">
      {t('content.news.back')}
    </Anchor>
  );

  if (id && !found.isPending && !found.isError && !found.item) {
    return <StatusPage code="404" title={t('content.notFound')} text={t('content.notFoundText')} />;
  }
  return (
    <AdminPage title={id ? t('content.news.edit') : t('content.news.new')}>
      {back}
      <AsyncContent
        query={{
          ...found,
          data: id ? found.item : null,
          isPending: Boolean(id) && found.isPending,
          isError: Boolean(id) && found.isError,
        }}
        loading={<DetailSkeleton label={t('content.loadingItem')} />}
        errorTitle={t('content.loadFailed')}
      >
        {(item) => (
          <ContentEditor
            key={item?.id ?? 'new'}
            kind="news"
            item={item ?? undefined}
            initialValues={fromItem(item ?? undefined)}
            schema={newsFormSchema}
            fields={(form) => <NewsFields form={form} />}
            preview={(values, publishedAt) => <NewsPreview values={values} publishedAt={publishedAt} />}
            extra={(saved, applySaved) => (
              <NewsImageField item={saved} onChanged={(url) => applySaved('image_url', url)} />
            )}
          />
        )}
      </AsyncContent>
    </AdminPage>
  );
}
