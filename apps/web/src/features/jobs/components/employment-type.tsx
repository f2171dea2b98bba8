import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';

/** The server sends a code such as `full_time`; an unknown one is shown as written, without underscores. */
export function EmploymentType({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="indigo" tt="none">
      {t(`jobs.employmentTypes.${value}`, { defaultValue: value.replace(/_/g, ' ') })}
    </Badge>
  );
}
