import { Input, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface FieldGroupProps {
  legend: string;
  description?: string | undefined;
  required?: boolean;
  /** The group's message: announced when it appears, and the group's description. */
  error?: string | undefined;
  errorId: string;
  children: ReactNode;
}

/**
 * Controls that answer one question together (day, month and year; feet and inches) as a fieldset whose
 * legend looks like a Mantine label: a screen reader names the group, then each control.
 */
export function FieldGroup({ legend, description, required, error, errorId, children }: FieldGroupProps) {
  return (
    <fieldset
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      // The message describes the group (Mantine's inputs keep aria-describedby to their own wrapper):
      // a screen reader says it on entering the group, and role="alert" says it when it appears.
      aria-describedby={error ? errorId : undefined}
    >
      <Text component="legend" size="sm" fw={500} p={0} mb={description ? 0 : 4}>
        {legend}
        {required && (
          <Text component="span" c="var(--mantine-color-error)" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      <Stack gap={4}>
        {description && <Input.Description>{description}</Input.Description>}
        {children}
        {error && (
          <Input.Error id={errorId} role="alert">
            {error}
          </Input.Error>
        )}
      </Stack>
    </fieldset>
  );
}
