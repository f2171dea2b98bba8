import { Button, Checkbox, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstant } from '../../../lib/format.ts';
import type { ContentInput, ContentItem, ContentKind } from '../api/content-kinds.ts';
import { useCreateContent } from '../api/create-content.ts';
import { useDeleteContent } from '../api/delete-content.ts';
import { usePublishContent } from '../api/publish-content.ts';
import { useUnpublishContent } from '../api/unpublish-content.ts';
import { useUpdateContent } from '../api/update-content.ts';
import { useAdminTranslation } from '../i18n.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyError, notifySuccess } from './notify.ts';
import { PublishedBadge } from './status-badges.tsx';
import { paths } from '../paths.ts';

export type EditorValues = Record<string, string>;
export type EditorErrors = Record<string, string | undefined>;

export interface FieldProps {
  values: EditorValues;
  errors: EditorErrors;
  setValue: (name: string, value: string) => void;
}

interface ContentEditorProps<K extends ContentKind> {
  kind: K;
  /** The item being edited; undefined for a new one. */
  item: ContentItem<K> | undefined;
  initialValues: EditorValues;
  toInput: (values: EditorValues) => ContentInput<K>;
  /** Client-side checks: field name → message key. */
  validate: (values: EditorValues) => EditorErrors;
  fields: (props: FieldProps) => ReactNode;
  preview: (values: EditorValues, publishedAt: string | null) => ReactNode;
  /**
   * Below the form, for a saved item (the news picture upload); `applySaved` records a field the server
   * has already changed, in the form and as saved.
   */
  extra?: (item: ContentItem<K>, applySaved: (name: string, value: string) => void) => ReactNode;
}

/**
 * The form of a news item or a job beside a live preview drawn like the public page. Saving keeps it a
 * draft; publishing saves what was typed first. News can notify every member when it is published.
 */
export function ContentEditor<K extends ContentKind>({
  kind,
  item,
  initialValues,
  toInput,
  validate,
  fields,
  preview,
  extra,
}: ContentEditorProps<K>) {
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState(initialValues);
  const [saved, setSaved] = useState(initialValues);
  const [errors, setErrors] = useState<EditorErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notify, setNotify] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateContent(kind);
  const update = useUpdateContent(kind);
  const publish = usePublishContent(kind);
  const unpublish = useUnpublishContent(kind);
  const remove = useDeleteContent(kind);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const busy = create.isPending || update.isPending || publish.isPending || unpublish.isPending;

  const setValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const applySaved = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSaved((current) => ({ ...current, [name]: value }));
  };

  const focusFirst = (names: string[]) => {
    const name = names[0];
    if (!name) return;
    const element = document.querySelector<HTMLElement>(`[name="${name}"]`);
    element?.focus();
  };

  /** Saves what was typed; answers the saved item, or null when it could not be saved. */
  const save = async (): Promise<ContentItem<K> | null> => {
    const found = validate(values);
    const invalid = Object.entries(found).filter(([, message]) => message);
    if (invalid.length > 0) {
      setErrors(Object.fromEntries(invalid.map(([name, key]) => [name, t(key ?? '')])));
      focusFirst(invalid.map(([name]) => name));
      return null;
    }
    setFormError(null);
    try {
      const input = toInput(values);
      const result = item
        ? await update.mutateAsync({ id: item.id, input })
        : await create.mutateAsync(input);
      setSaved(values);
      if (!item) void navigate(paths.contentItem(kind, result.id), { replace: true });
      return result;
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) {
        const next: EditorErrors = {};
        const other: string[] = [];
        for (const [name, messages] of Object.entries(error.errors)) {
          if (name in values) next[name] = messages[0];
          else other.push(...messages);
        }
        setErrors(next);
        setFormError(other[0] ?? (Object.keys(next).length === 0 ? error.message : null));
        focusFirst(Object.keys(next));
      } else {
        setFormError(errorMessage(error, t));
      }
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
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <Stack gap="md">
        <form
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
            {fields({ values, errors, setValue })}
            {formError && (
              <Text c="red.9" size="sm" role="alert">
                {formError}
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

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('content.preview')}
        </Title>
        <Paper withBorder radius="md" p="md" aria-label={t('content.preview')} component="section">
          {preview(values, publishedAt)}
        </Paper>
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
    </SimpleGrid>
  );
}
