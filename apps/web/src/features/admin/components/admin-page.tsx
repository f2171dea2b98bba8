import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title.tsx';

interface AdminPageProps {
  title: string;
  /** Buttons beside the heading (e.g. "New item"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every admin screen: its document title, one h1, and the content below. */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  return (
    <Stack gap="md">
      <DocumentTitle title={title} />
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
