import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation.ts';
import { errorMessage } from '../lib/error-message.ts';

interface InfiniteQueryLike {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

/** Follows the cursor page's next_page_url on demand; a failed page can be tried again. */
export function LoadMore({ query, label }: { query: InfiniteQueryLike; label?: string }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <Center mt="md">
      <Stack align="center" gap="xs">
        {query.isFetchNextPageError && (
          <Text role="alert" c="red.8" size="sm">
            {errorMessage(query.error, t)}
          </Text>
        )}
        <Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {label ?? t('common.loadMore')}
        </Button>
      </Stack>
    </Center>
  );
}
