import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

interface ListSkeletonProps {
  /** Read out to screen readers while the list loads. */
  label: string;
  count?: number;
}

export function ListSkeleton({ label, count = 3 }: ListSkeletonProps) {
  return (
    <div role="status" aria-live="polite" aria-label={label} aria-busy="true">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} withBorder radius="md" padding="md" aria-hidden="true">
            <Stack gap="xs">
              <Skeleton height={20} width="80%" />
              <Skeleton height={12} />
              <Skeleton height={12} width="60%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}

export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Stack role="status" aria-live="polite" aria-label={label} aria-busy="true" gap="sm">
      <Skeleton height={32} width="70%" />
      <Skeleton height={14} width="30%" />
      <Skeleton height={14} mt="md" />
      <Skeleton height={14} />
      <Skeleton height={14} width="85%" />
    </Stack>
  );
}
