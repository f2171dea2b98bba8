import { Button, Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { LazyModal } from '../../../components/lazy-modal.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useSaveData } from '../../../lib/save-data.ts';
import type { Picture } from '../types.ts';
import classes from './picture-gallery.module.css';

/**
 * Pictures of a profile, primary first, cropped around the top centre (where a portrait's face is);
 * a tap opens the picture whole in a dialog. When the visitor saves data (lib/save-data.ts), each
 * picture is a "Show photo" button first, and is fetched on that tap.
 */
export function PictureGallery({ pictures, name }: { pictures: Picture[]; name: string }) {
  const { t } = useTranslation();
  const sorted = [...pictures].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  const [opened, setOpened] = useState<number | null>(null);
  const shown = opened === null ? null : sorted[opened];
  const saveData = useSaveData();
  const [asked, setAsked] = useState<ReadonlySet<string>>(new Set());
  const justAsked = useRef<string | null>(null);
  const thumbs = useRef(new Map<string, HTMLButtonElement>());
  // The "Show photo" button goes once pressed: focus moves to the picture it showed.
  useEffect(() => {
    if (justAsked.current) thumbs.current.get(justAsked.current)?.focus();
    justAsked.current = null;
  }, [asked]);
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {sorted.map((picture, index) =>
          saveData && !asked.has(picture.id) ? (
            <Button
              key={picture.id}
              variant="light"
              h={200}
              radius="md"
              aria-label={t('matrimonial.pictures.showPhotoNumber', { name, number: index + 1 })}
              onClick={() => {
                justAsked.current = picture.id;
                setAsked((before) => new Set(before).add(picture.id));
              }}
            >
              {t('matrimonial.card.showPhoto')}
            </Button>
          ) : (
            <UnstyledButton
              key={picture.id}
              ref={(element) => {
                if (element) thumbs.current.set(picture.id, element);
                else thumbs.current.delete(picture.id);
              }}
              onClick={() => setOpened(index)}
              className={classes.thumb}
              aria-label={t('matrimonial.pictures.openLarger', { name, number: index + 1 })}
              aria-haspopup="dialog"
            >
              <Image
                src={picture.thumb_url}
                alt=""
                radius="md"
                h={200}
                fit="cover"
                // The first picture is the page's largest paint on a phone: not held back until layout.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className={classes.image}
              />
            </UnstyledButton>
          ),
        )}
      </SimpleGrid>
      <LazyModal
        opened={shown != null}
        onClose={() => setOpened(null)}
        title={opened === null ? '' : t('matrimonial.pictures.dialogTitle', { name, number: opened + 1 })}
        size="lg"
        centered
      >
        {shown && (
          <Image
            src={shown.url}
            alt={t('matrimonial.pictures.alt', { name, number: (opened ?? 0) + 1 })}
            fit="contain"
            mah="75vh"
            radius="md"
          />
        )}
      </LazyModal>
    </>
  );
}
