import { Alert } from '@mantine/core';

/** The message of a failed submit that belongs to no single field. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
