import { ERROR_CODES } from '@samaj/shared';
import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { type ApiError, isApiError } from '../../../lib/api-error.ts';
import { formatInstantWithTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

/**
 * Whether `error` is the day's allowance of profile cards (SEARCH_CARDS_PER_DAY, the search and the new
 * matches together): 429 with code search_cards_limit.
 */
export function isCardsLimit(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 429 && error.code === ERROR_CODES.searchCardsLimit;
}

/**
 * Says that the day's profiles have been seen and when more come: the end of the server's day
 * (Retry-After from the answer) as a date and time in the reader's language and time zone. Not an
 * error to retry: a retry before then is refused the same way.
 */
export function CardsLimitNotice({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  // Fixed when the answer came (to the minute), not moved on by each render.
  const [at] = useState(() =>
    error.retryAfter === undefined
      ? null
      : new Date(Math.round((Date.now() + error.retryAfter * 1000) / 60_000) * 60_000).toISOString(),
  );
  return (
    <Alert color="blue" variant="light" title={t('matrimonial.cardsLimit.title')} role="status">
      <Text size="sm">
        {at
          ? t('matrimonial.cardsLimit.text', { time: formatInstantWithTime(at) })
          : t('matrimonial.cardsLimit.tomorrow')}
      </Text>
    </Alert>
  );
}
