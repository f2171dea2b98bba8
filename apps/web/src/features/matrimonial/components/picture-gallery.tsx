import { Image, Modal, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picture } from '../types.ts';
import classes from './picture-gallery.module.css';

/**
 * Pictures of a profile, primary first, cropped around the top centre (where a portrait's face is);
 * a tap opens the picture whole in a dialog.
 */
export function PictureGallery({ pictures, name }: { pictures: Picture[]; name: string }) {
  const { t } = useTranslation();
  const sorted = [...pictures].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  const [opened, setOpened] = useState<number | null>(null);
  const shown = opened === null ? null : sorted[opened];
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {sorted.map((picture, index) => (
          <UnstyledButton
            key={picture.id}
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
              loading="lazy"
              className={classes.image}
            />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal
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
      </Modal>
    </>
  );
}
