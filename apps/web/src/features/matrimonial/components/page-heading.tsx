import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title.tsx';

/** The page's document title and its one h1, with room for actions beside it. */
export function PageHeading({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" mb="md">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
