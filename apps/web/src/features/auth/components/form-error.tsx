import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The message of a failed submit that belongs to no single field, with a way forward if there is one. */
export function FormError({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {children ? (
        <Stack gap={4} align="flex-start">
          <span>{message}</span>
          {children}
        </Stack>
      ) : (
        message
      )}
    </Alert>
  );
}
