import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title.tsx';

/** The frame of every auth page: one h1, a narrow card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack maw={440} mx="auto" w="100%" gap="md">
      <DocumentTitle title={title} />
      <Title order={1} ta="center">
        {title}
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        {children}
      </Paper>
    </Stack>
  );
}
