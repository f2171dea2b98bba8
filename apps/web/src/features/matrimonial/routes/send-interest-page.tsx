import { ERROR_CODES } from '@samaj/shared';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePublicProfile } from '../api/get-profile.ts';
import { useSendInterest } from '../api/interests.ts';
import { notifySuccess } from '../components/notify.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import '../i18n.ts';
import { paths } from '../paths.ts';
import { displayFirstName } from '../../../lib/names.ts';

const MAX_MESSAGE = 500;

/** A short note with the interest; the other family sees it and answers. */
export function SendInterestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const profile = usePublicProfile(id);
  const send = useSendInterest();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (message.length > MAX_MESSAGE) {
      setFieldError(t('matrimonial.validation.tooLong'));
      return;
    }
    setProblem(null);
    setFieldError(null);
    send.mutate(
      { profileId: id, message },
      {
        onSuccess: () => {
          notifySuccess(
            t('matrimonial.interest.sent', { name: profile.data ? displayFirstName(profile.data) : '' }),
          );
          void navigate(paths.interestsSentByMe);
        },
        onError: (error) => {
          const onField = isApiError(error) ? error.errors.message?.[0] : undefined;
          if (onField) setFieldError(onField);
          else if (isApiError(error) && error.code === ERROR_CODES.profilePaused)
            setProblem(
              t('matrimonial.pause.cannotSend', { name: profile.data ? displayFirstName(profile.data) : '' }),
            );
          else
            setProblem(
              isApiError(error)
                ? (error.errors.profile?.[0] ?? errorMessage(error, t))
                : errorMessage(error, t),
            );
        },
      },
    );
  };

  return (
    <Stack gap="md" maw={640}>
      <PageHeading title={t('matrimonial.interest.sendTitle')} />
      {profile.isPending ? (
        <DetailSkeleton label={t('matrimonial.loading.profile')} />
      ) : profile.isError ? (
        <ErrorState
          title={t('errors.loadFailed', { what: t('matrimonial.what.profile') })}
          error={profile.error}
          onRetry={() => void profile.refetch()}
          retrying={profile.isRefetching}
        />
      ) : (
        <>
          <ProfileCard profile={profile.data} />
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              {problem && (
                <Alert color="red" variant="light" role="alert">
                  {problem}
                </Alert>
              )}
              <Textarea
                label={t('matrimonial.interest.message')}
                description={t('matrimonial.interest.messageHelp', { max: MAX_MESSAGE })}
                value={message}
                onChange={(event) => {
                  setMessage(event.currentTarget.value);
                  setFieldError(null);
                }}
                error={fieldError}
                maxLength={MAX_MESSAGE}
                autosize
                minRows={4}
              />
              <Text size="sm" c="dimmed">
                {t('matrimonial.interest.privacy')}
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => void navigate(-1)}>
                  {t('matrimonial.common.cancel')}
                </Button>
                <Button type="submit" loading={send.isPending}>
                  {t('matrimonial.interest.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}
