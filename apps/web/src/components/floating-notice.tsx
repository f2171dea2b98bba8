import { Affix, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface FloatingNoticeProps {
  title: string;
  text: string;
  /** Buttons, most important first. */
  actions: ReactNode;
}

/**
 * A notice that floats at the bottom of the screen without blocking the page (a new version, notifications
 * turned off): announced politely to screen readers, and it stays until the reader acts on it.
 */
export function FloatingNotice({ title, text, actions }: FloatingNoticeProps) {
  const titleId = useId();
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={300}>
      <Paper
        component="section"
        role="status"
        aria-live="polite"
        aria-labelledby={titleId}
        shadow="lg"
        withBorder
        p="md"
        maw={440}
        ms="auto"
      >
        <Stack gap="xs">
          <Text id={titleId} fw={700}>
            {title}
          </Text>
          <Text size="sm">{text}</Text>
          <Group gap="sm" mt={4}>
            {actions}
          </Group>
        </Stack>
      </Paper>
    </Affix>
  );
}
