import { Paper, Text } from '@mantine/core';

export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Paper>
  );
}
