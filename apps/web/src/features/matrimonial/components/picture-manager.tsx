import {
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeletePicture, usePictures, useSetPrimaryPicture } from '../api/pictures.ts';
import { useUploadPicture } from '../api/upload-picture.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyError, notifySuccess } from './notify.ts';
import { PhotoVisibilityChoice, PictureReviewBadge } from './photo-privacy.tsx';
import type { Picture } from '../types.ts';

export const MAX_PICTURES = 6;
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a chosen file cannot be sent, as a translation key; null when it may. */
export function checkPictureFile(file: File): string | null {
  if (!PICTURE_TYPES.includes(file.type)) return 'matrimonial.pictures.wrongType';
  if (file.size > MAX_PICTURE_BYTES) return 'matrimonial.pictures.tooBig';
  return null;
}

function Uploader({ profileId, full }: { profileId: string; full: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadPicture(profileId);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  // The preview's object URL is released when another file replaces it, or the page closes.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (chosen: File | null) => {
    setProblem(null);
    setProgress(0);
    if (!chosen) return;
    const check = checkPictureFile(chosen);
    if (check) {
      setFile(null);
      setPreview(null);
      setProblem(t(check));
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const send = () => {
    if (!file) return;
    setProblem(null);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          setFile(null);
          setPreview(null);
          notifySuccess(t('matrimonial.pictures.uploaded'));
        },
        onError: (error) => {
          setProgress(0);
          const fieldMessage = isApiError(error) ? error.errors.picture?.[0] : undefined;
          setProblem(fieldMessage ?? errorMessage(error, t));
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="upload-heading">
      <Text fw={600} id="upload-heading" component="h2" size="lg" m={0}>
        {t('matrimonial.pictures.addTitle')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('matrimonial.pictures.rules', { count: MAX_PICTURES })}
      </Text>
      {full ? (
        <Text role="status">{t('matrimonial.pictures.full', { count: MAX_PICTURES })}</Text>
      ) : (
        <Stack gap="sm">
          <Group>
            <FileButton onChange={choose} accept={PICTURE_TYPES.join(',')} disabled={upload.isPending}>
              {(props) => (
                <Button variant="light" {...props}>
                  {t('matrimonial.pictures.choose')}
                </Button>
              )}
            </FileButton>
            {file && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
            )}
          </Group>
          {preview && (
            <Image
              src={preview}
              alt={t('matrimonial.pictures.preview')}
              h={200}
              w="auto"
              fit="contain"
              radius="md"
            />
          )}
          {upload.isPending && (
            <Progress
              value={progress}
              aria-label={t('matrimonial.pictures.progress', { percent: progress })}
              animated
            />
          )}
          <div aria-live="polite">
            {upload.isPending && (
              <Text size="sm">{t('matrimonial.pictures.progress', { percent: progress })}</Text>
            )}
          </div>
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          {file && (
            <Group>
              <Button onClick={send} loading={upload.isPending}>
                {t('matrimonial.pictures.upload')}
              </Button>
              <Button
                variant="default"
                disabled={upload.isPending}
                onClick={() => {
                  setFile(null);
                  setPreview(null);
                }}
              >
                {t('matrimonial.common.cancel')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Card>
  );
}

/**
 * The pictures of a profile and who may see them: the choice of who sees them, adding one, each
 * picture's review, the main one, deleting. The pictures page and the guided path's pictures step.
 */
export function PictureManager({ profileId, firstName }: { profileId: string; firstName: string }) {
  const { t } = useTranslation();
  const pictures = usePictures(profileId);
  const remove = useDeletePicture(profileId);
  const primary = useSetPrimaryPicture(profileId);
  const [toDelete, setToDelete] = useState<Picture | null>(null);

  const makePrimary = (picture: Picture) =>
    primary.mutate(picture.id, {
      onSuccess: () => notifySuccess(t('matrimonial.pictures.primarySet')),
      onError: (error) => notifyError(errorMessage(error, t)),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => notifySuccess(t('matrimonial.pictures.deleted')),
      onError: (error) => notifyError(errorMessage(error, t)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack gap="md">
      <Card
        withBorder
        radius="md"
        padding="md"
        component="section"
        aria-label={t('matrimonial.photos.visibility')}
      >
        <PhotoVisibilityChoice profileId={profileId} />
      </Card>
      <Uploader profileId={profileId} full={(pictures.data?.length ?? 0) >= MAX_PICTURES} />
      <AsyncContent
        query={pictures}
        loading={<ListSkeleton label={t('matrimonial.loading.pictures')} />}
        errorTitle={t('errors.loadFailed', { what: t('matrimonial.what.pictures') })}
        isEmpty={(data) => data.length === 0}
        empty={t('matrimonial.pictures.none')}
      >
        {(data) => (
          <SimpleGrid cols={{ base: 2, sm: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.map((picture, index) => (
              <Card key={picture.id} component="li" withBorder radius="md" padding="xs">
                <Card.Section>
                  <Image
                    src={picture.thumb_url}
                    alt={t('matrimonial.pictures.alt', { name: firstName, number: index + 1 })}
                    h={200}
                    fit="cover"
                    style={{ objectPosition: 'center top' }}
                  />
                </Card.Section>
                <Stack gap={6} mt="xs">
                  <PictureReviewBadge picture={picture} />
                  {picture.is_primary ? (
                    <Badge color="indigo" variant="filled">
                      {t('matrimonial.pictures.primary')}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => makePrimary(picture)}
                      loading={primary.isPending && primary.variables === picture.id}
                      aria-label={t('matrimonial.pictures.makePrimaryNumbered', { number: index + 1 })}
                    >
                      {t('matrimonial.pictures.makePrimary')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.8"
                    onClick={() => setToDelete(picture)}
                    aria-label={t('matrimonial.pictures.deleteNumbered', { number: index + 1 })}
                  >
                    {t('matrimonial.common.delete')}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </AsyncContent>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('matrimonial.pictures.deleteTitle')}
        confirmLabel={t('matrimonial.pictures.deleteConfirm')}
        loading={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        {toDelete && (
          <Image src={toDelete.thumb_url} alt="" h={120} w="auto" fit="contain" radius="md" mb="sm" />
        )}
        <Text>{t('matrimonial.pictures.deleteText')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
