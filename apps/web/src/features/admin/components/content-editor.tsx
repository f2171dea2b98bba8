import { Anchor, Button, Checkbox, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstant } from '../../../lib/format.ts';
import { useForm } from '../../../lib/use-form.ts';
import type { ContentInput, ContentItem, ContentKind } from '../api/content-kinds.ts';
import { useCreateContent } from '../api/create-content.ts';
import { useContentItem } from '../api/get-content-list.ts';
import { useDeleteContent } from '../api/delete-content.ts';
import { usePublishContent } from '../api/publish-content.ts';
import { useUnpublishContent } from '../api/unpublish-content.ts';
import { useUpdateContent } from '../api/update-content.ts';
import { useAdminTranslation } from '../i18n.ts';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { notifyError, notifySuccess } from './notify.ts';
import { AdminPage } from './admin-page.tsx';
import { PublishedBadge } from './status-badges.tsx';
import { paths } from '../paths.ts';

export type EditorValues = Record<string, string>;
/** The editor's form state (lib/use-form.ts), which the kind's fields bind to with `form.field(name)`. */
export type EditorForm = ReturnType<typeof useForm<z.ZodType<unknown, EditorValues>>>;

interface ContentEditorProps<K extends ContentKind> {
  kind: K;
  /** The item being edited; undefined for a new one. */
  item: ContentItem<K> | undefined;
  initialValues: EditorValues;
  /** Checks the values and turns them into what is sent (features/admin/schemas.ts). */
  schema: z.ZodType<ContentInput<K>, EditorValues>;
  fields: (form: EditorForm) => ReactNode;
  preview: (values: EditorValues, publishedAt: string | null) => ReactNode;
  /**
   * Below the form, for a saved item (the news picture upload); `applySaved` records a field the server
   * has already changed, in the form and as saved.
   */
  extra?: (item: ContentItem<K>, applySaved: (name: string, value: string) => void) => ReactNode;
}

/**
 * The editor's page of a content kind at /admin/<kind>/new and /admin/<kind>/:id: the way back to the
 * list, the item found in the office's list (404 when it is not there), then its editor; `fromItem`
 * gives the form's values for the item (empty ones for a new item).
 */
export function ContentEditorPage<K extends ContentKind>({
  fromItem,
  ...editor
}: Omit<ContentEditorProps<K>, 'item' | 'initialValues'> & {
  fromItem: (item: ContentItem<K> | undefined) => EditorValues;
}) {
  const { t } = useAdminTranslation();
  const { id } = useParams();
  const { kind } = editor;
  const found = useContentItem(kind, id);

  if (id && !found.isPending && !found.isError && !found.item) {
    return <StatusPage code="404" title={t('content.notFound')} text={t('content.notFoundText')} />;
  }
  return (
    <AdminPage title={id ? t(`content.${kind}.edit`) : t(`content.${kind}.new`)}>
      <Anchor component={Link} to={paths.content(kind)} size="sm">
        {t(`content.${kind}.back`)}
      </Anchor>
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
            {...editor}
            item={item ?? undefined}
            initialValues={fromItem(item ?? undefined)}
          />
        )}
      </AsyncContent>
    </AdminPage>
  );
}

/**
 * The form of a news item or a job, the width of the page (its versions in other languages read beside
 * the original), then a live preview drawn like the public page. Saving keeps it a
 * draft; publishing saves what was typed first. News can notify every member when it is published.
 */
export function ContentEditor<K extends ContentKind>({
  kind,
  item,
  initialValues,
  schema,
  fields,
  preview,
  extra,
}: ContentEditorProps<K>) {
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const form = useForm(schema, initialValues);
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(initialValues);
  const [notify, setNotify] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateContent(kind);
  const update = useUpdateContent(kind);
  const publish = usePublishContent(kind);
  const unpublish = useUnpublishContent(kind);
  const remove = useDeleteContent(kind);
  const { values } = form;
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const busy = create.isPending || update.isPending || publish.isPending || unpublish.isPending;

  const applySaved = (name: string, value: string) => {
    form.setValue(name, value);
    setSaved((current) => ({ ...current, [name]: value }));
  };

  /** Saves what was typed; answers the saved item, or null when it could not be saved. */
  const save = async (): Promise<ContentItem<K> | null> => {
    // Publishing saves first too, so the check runs here rather than only on the form's submit.
    const input = form.check(formRef.current);
    if (input === null) return null;
    try {
      const result = item
        ? await update.mutateAsync({ id: item.id, input })
        : await create.mutateAsync(input);
      setSaved(values);
      if (!item) void navigate(paths.contentItem(kind, result.id), { replace: true });
      return result;
    } catch (error) {
      form.setServerError(error, formRef.current);
      return null;
    }
  };

  const onSave = async () => {
    const result = await save();
    if (result) notifySuccess(t('content.saved'));
  };

  const onPublish = async () => {
    const target = item && !dirty ? item : await save();
    if (!target) return;
    try {
      await publish.mutateAsync({ id: target.id, notify: kind === 'news' && notify });
      notifySuccess(kind === 'news' && notify ? t('content.publishedNotified') : t('content.publishedDone'));
      setNotify(false);
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  const onUnpublish = async () => {
    if (!item) return;
    try {
      await unpublish.mutateAsync(item.id);
      notifySuccess(t('content.unpublishedDone'));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  const onDelete = async () => {
    if (!item) return;
    try {
      await remove.mutateAsync(item);
      notifySuccess(t('content.deleted', { title: item.title }));
      void navigate(paths.content(kind));
    } catch (error) {
      notifyError(errorMessage(error, t));
      setConfirmDelete(false);
    }
  };

  const publishedAt = item?.published_at ?? null;

  return (
    <Stack gap="xl" maw={1040}>
      <Stack gap="md">
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          <Stack gap="sm">
            {item && (
              <Group gap="xs">
                <PublishedBadge publishedAt={publishedAt} />
                <Text size="sm" c="dimmed">
                  {publishedAt
                    ? t('content.publishedOn', { date: formatInstant(publishedAt) })
                    : t('content.notPublished')}
                </Text>
              </Group>
            )}
            {fields(form)}
            {form.formError && (
              <Text c="red.9" size="sm" role="alert">
                {form.formError}
              </Text>
            )}
            <Group gap="sm">
              <Button type="submit" loading={create.isPending || update.isPending} disabled={busy}>
                {item ? t('content.saveChanges') : t('content.saveDraft')}
              </Button>
              {item && dirty && (
                <Text size="sm" c="dimmed">
                  {t('content.unsaved')}
                </Text>
              )}
            </Group>
          </Stack>
        </form>

        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('content.preview')}
          </Title>
          <Paper withBorder radius="md" p="md" aria-label={t('content.preview')} component="section">
            {preview(values, publishedAt)}
          </Paper>
        </Stack>

        {item && extra?.(item, applySaved)}

        <Divider />
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('content.publishing')}
          </Title>
          {publishedAt ? (
            <Group gap="sm">
              <Button variant="default" onClick={() => void onUnpublish()} loading={unpublish.isPending}>
                {t('content.unpublish')}
              </Button>
              {dirty && <Text size="sm">{t('content.liveChanges')}</Text>}
            </Group>
          ) : (
            <>
              {kind === 'news' && (
                <Checkbox
                  label={t('content.notify')}
                  description={t('content.notifyHelp')}
                  checked={notify}
                  onChange={(event) => setNotify(event.currentTarget.checked)}
                />
              )}
              <Group>
                <Button onClick={() => void onPublish()} loading={publish.isPending} disabled={busy}>
                  {dirty || !item ? t('content.saveAndPublish') : t('content.publish')}
                </Button>
              </Group>
            </>
          )}
          {item && (
            <Group>
              <Button color="red.9" variant="outline" onClick={() => setConfirmDelete(true)}>
                {t('content.delete')}
              </Button>
            </Group>
          )}
        </Stack>
      </Stack>

      <ConfirmDialog
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('content.deleteTitle')}
        confirmLabel={t('content.delete')}
        loading={remove.isPending}
        onConfirm={() => void onDelete()}
      >
        {t('content.deleteText', { title: item?.title ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
