import { Image, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Picture } from '../types.ts';

/** Pictures of a profile, primary first; the large image opens in a new tab. */
export function PictureGallery({ pictures, name }: { pictures: Picture[]; name: string }) {
  const { t } = useTranslation();
  const sorted = [...pictures].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {sorted.map((picture, index) => (
        <a key={picture.id} href={picture.url} target="_blank" rel="noopener noreferrer">
          <Image
            src={picture.thumb_url}
            alt={t('matrimonial.pictures.alt', { name, number: index + 1 })}
            radius="md"
            h={160}
            fit="cover"
            loading="lazy"
          />
        </a>
      ))}
    </SimpleGrid>
  );
}
