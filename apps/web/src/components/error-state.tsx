import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation.ts';
import { errorMessage } from '../lib/error-message.ts';

interface ErrorStateProps {
  title: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

export function ErrorState({ title, error, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text size="sm">{errorMessage(error, t)}</Text>
      {onRetry && (
        <Group mt="sm">
          <Button size="xs" variant="outline" color="red" onClick={onRetry} loading={retrying}>
            {t('common.retry')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
