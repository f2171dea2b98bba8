import { Alert, Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.ts';
import { useAccountTranslation } from '../account-i18n.ts';
import { useDownloadAccountData } from '../api/account-data.ts';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { ltrText } from '../../../lib/bidi.ts';

/** The member's account: who is signed in, download every record about the account, delete it. */
export function AccountPage() {
  const { t } = useAccountTranslation();
  const user = useSession((state) => state.user);
  const download = useDownloadAccountData();
  const dataId = useId();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <DocumentTitle title={t('title')} />
      <Title order={1}>{t('title')}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap={4}>
          <Text fw={600}>{user.name}</Text>
          <Text size="sm">{t('mobile', { mobile: ltrText(user.mobile) })}</Text>
          {user.email && <Text size="sm">{t('email', { email: ltrText(user.email) })}</Text>}
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby={dataId}>
        <Title order={2} size="h3" id={dataId}>
          {t('data.title')}
        </Title>
        <Text>{t('data.intro')}</Text>
        {download.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(download.error, t)}
          </Alert>
        )}
        {download.isSuccess && (
          <Alert color="teal" variant="light" role="status">
            {t('data.done')}
          </Alert>
        )}
        <Button onClick={() => download.mutate()} loading={download.isPending} w="fit-content">
          {t('data.download')}
        </Button>
      </Stack>
      <Divider />
      <DeleteAccountSection mobile={user.mobile} />
    </Stack>
  );
}
