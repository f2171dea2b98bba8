import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ConsentRequest } from '@samaj/shared';
import { useState } from 'react';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstant } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAnswerConsentRequest, useConsentRequests } from '../api/approval-and-consent.ts';
import { notifySuccess } from '../components/notify.ts';
import '../i18n.ts';
import { displayContactName, displayName } from '../../../lib/names.ts';

/**
 * The candidate's side of consent (decision 041): a family made a profile with this account's proven
 * number as the candidate's, and the candidate answers here, from their own account. Outside the
 * matrimonial area's layout: a candidate may have no profile of their own.
 */
export function ConsentRequestsPage() {
  const { t } = useTranslation();
  const requests = useConsentRequests();
  return (
    <Stack gap="md" maw={640}>
      <DocumentTitle title={t('matrimonial.consentRequests.title')} />
      <Title order={1}>{t('matrimonial.consentRequests.title')}</Title>
      <Text>{t('matrimonial.consentRequests.intro')}</Text>
      <AsyncContent
        query={requests}
        loading={<ListSkeleton label={t('matrimonial.loading')} />}
        errorTitle={t('matrimonial.consentRequests.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState>{t('matrimonial.consentRequests.empty')}</EmptyState>}
      >
        {(list) => (
          <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
            {list.map((request) => (
              <RequestItem key={request.profile_id} request={request} />
            ))}
          </Stack>
        )}
      </AsyncContent>
    </Stack>
  );
}

function RequestItem({ request }: { request: ConsentRequest }) {
  const { t } = useTranslation();
  const answer = useAnswerConsentRequest();
  const [declining, setDeclining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The holder's name by the reader rule: as written in the reader's script, else in Latin letters.
  const family = displayContactName(request.asked_by);
  const reply = (confirm: boolean) => {
    setProblem(null);
    answer.mutate(
      { profileId: request.profile_id, confirm },
      {
        onSuccess: () => {
          setDeclining(false);
          notifySuccess(
            confirm
              ? t('matrimonial.consentRequests.agreed')
              : t('matrimonial.consentRequests.disagreed', { name: family }),
          );
        },
        onError: (error) => {
          setDeclining(false);
          setProblem(errorMessage(error, t));
        },
      },
    );
  };
  const headingId = `consent-request-${request.profile_id}`;
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {displayName(request)}
        </Title>
        <Text size="sm">
          {t('matrimonial.consentRequests.madeBy', {
            name: family,
            date: formatInstant(request.asked_at),
          })}
        </Text>
        {problem && (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        )}
        <Group gap="xs">
          <Button
            onClick={() => reply(true)}
            loading={answer.isPending && answer.variables?.confirm === true}
          >
            {t('matrimonial.consentRequests.agree')}
          </Button>
          <Button variant="default" onClick={() => setDeclining(true)} disabled={answer.isPending}>
            {t('matrimonial.consentRequests.disagree')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={declining}
        title={t('matrimonial.consentRequests.disagreeTitle')}
        confirmLabel={t('matrimonial.consentRequests.disagree')}
        loading={answer.isPending}
        onClose={() => setDeclining(false)}
        onConfirm={() => reply(false)}
      >
        {t('matrimonial.consentRequests.disagreeText', { name: family })}
      </ConfirmDialog>
    </Paper>
  );
}
