import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import type { AdminNews } from '@samaj/shared';
import { NEWS_LIMITS } from '@samaj/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { useUpdateContent } from '../api/update-content.ts';
import { useUploadNewsImage } from '../api/upload-news-image.ts';
import { useAdminTranslation } from '../i18n.ts';
import { notifySuccess } from './notify.ts';

/** Uploads the picture of a saved news item (the server re-encodes it), or takes it away. */
export function NewsImageField({ item, onChanged }: { item: AdminNews; onChanged: (url: string) => void }) {
  const { t } = useAdminTranslation();
  const upload = useUploadNewsImage();
  const update = useUpdateContent('news');
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > NEWS_LIMITS.maxImageBytes) {
      setError(t('content.imageTooLarge'));
      return;
    }
    try {
      const saved = await upload.mutateAsync({ id: item.id, file });
      onChanged(saved.image_url ?? '');
      notifySuccess(t('content.imageUploaded'));
    } catch (caught) {
      setError(errorMessage(caught, t));
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      await update.mutateAsync({ id: item.id, input: { image_url: null } });
      onChanged('');
      notifySuccess(t('content.imageRemoved'));
    } catch (caught) {
      setError(errorMessage(caught, t));
    }
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={t('content.fields.image')}
        description={t('content.imageHelp')}
        accept="image/jpeg,image/png,image/webp"
        value={null}
        onChange={(file) => void onFile(file)}
        disabled={upload.isPending}
        error={error ?? undefined}
        clearable={false}
      />
      {upload.isPending && (
        <Text size="sm" role="status">
          {t('content.uploading')}
        </Text>
      )}
      {item.image_url && (
        <Group>
          <Button
            variant="outline"
            color="red.9"
            size="xs"
            onClick={() => void onRemove()}
            loading={update.isPending}
          >
            {t('content.removeImage')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
