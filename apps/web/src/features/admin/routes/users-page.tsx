import { Badge, Button, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BOOKING_USER_TYPES, type AdminUser, type BookingUserType } from '@samaj/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstant } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useAdminUsers } from '../api/get-users.ts';
import { useSetAdmin } from '../api/set-admin.ts';
import { useSetMemberType } from '../api/set-member-type.ts';
import { useUnsuspendUser } from '../api/unsuspend-user.ts';
import { CursorList } from '../../../components/cursor-list.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../components/notify.ts';
import { Notice } from '../components/notice.tsx';
import { ScrollTable } from '../components/scroll-table.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { Ltr } from '../../../components/ltr.tsx';

export function UsersPage() {
  const { t } = useAdminTranslation();
  const me = useSession((state) => state.user?.id);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = useAdminUsers(q);
  const setAdmin = useSetAdmin();
  const [target, setTarget] = useState<AdminUser | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const setMemberType = useSetMemberType();
  const unsuspend = useUnsuspendUser();
  const [toLift, setToLift] = useState<AdminUser | null>(null);

  const doLift = async () => {
    if (!toLift) return;
    setRefusal(null);
    try {
      const user = await unsuspend.mutateAsync(toLift.id);
      notifySuccess(t('users.lifted', { name: user.name }));
    } catch (error) {
      setRefusal(errorMessage(error, t));
    }
    setToLift(null);
  };

  const changeMemberType = async (user: AdminUser, value: string) => {
    const memberType = (BOOKING_USER_TYPES as readonly string[]).includes(value)
      ? (value as BookingUserType)
      : null;
    setRefusal(null);
    try {
      const saved = await setMemberType.mutateAsync({ id: user.id, memberType });
      notifySuccess(
        saved.member_type
          ? t('users.memberTypeSaved', {
              name: saved.name,
              type: t(`users.memberTypes.${saved.member_type}`),
            })
          : t('users.memberTypeCleared', { name: saved.name }),
      );
    } catch (error) {
      setRefusal(errorMessage(error, t));
    }
  };

  const doChange = async () => {
    if (!target) return;
    const grant = !target.is_admin;
    setRefusal(null);
    try {
      const user = await setAdmin.mutateAsync({ id: target.id, isAdmin: grant });
      notifySuccess(
        grant ? t('users.granted', { name: user.name }) : t('users.revoked', { name: user.name }),
      );
    } catch (error) {
      // The server keeps at least one admin and says so.
      setRefusal(errorMessage(error, t));
    }
    setTarget(null);
  };

  return (
    <AdminPage title={t('users.title')}>
      <TextInput
        type="search"
        label={t('users.search')}
        description={t('users.searchHelp')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {refusal && (
        <Notice
          color="red"
          role="alert"
          title={t('users.refused')}
          withCloseButton
          closeButtonLabel={t('users.dismiss')}
          onClose={() => setRefusal(null)}
        >
          {refusal}
        </Notice>
      )}
      <CursorList
        query={query}
        loadingLabel={t('users.loading')}
        errorTitle={t('users.loadFailed')}
        empty={q ? t('users.noMatch', { q }) : t('users.empty')}
      >
        {(items) => (
          <Stack gap="xs">
            <Text size="sm">{t('users.memberTypeHelp')}</Text>
            <ScrollTable label={t('users.title')} minWidth={820}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('users.name')}</Table.Th>
                    <Table.Th>{t('users.mobile')}</Table.Th>
                    <Table.Th>{t('users.memberType')}</Table.Th>
                    <Table.Th>{t('users.role')}</Table.Th>
                    <Table.Th>{t('users.email')}</Table.Th>
                    <Table.Th>{t('users.joined')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((user) => (
                    <Table.Tr key={user.id}>
                      <Table.Td>
                        {user.name}
                        {user.id === me && (
                          <Text span size="sm" c="dimmed">
                            {' '}
                            {t('users.you')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Ltr>{user.mobile}</Ltr>
                      </Table.Td>
                      <Table.Td>
                        <NativeSelect
                          size="xs"
                          miw={200}
                          aria-label={t('users.memberTypeOf', { name: user.name })}
                          value={user.member_type ?? ''}
                          disabled={setMemberType.isPending && setMemberType.variables?.id === user.id}
                          onChange={(event) => void changeMemberType(user, event.currentTarget.value)}
                          data={[
                            { value: '', label: t('users.memberTypeNone') },
                            ...BOOKING_USER_TYPES.map((type) => ({
                              value: type,
                              label: t(`users.memberTypes.${type}`),
                            })),
                          ]}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={4} align="flex-start">
                          {user.is_admin && (
                            <Badge variant="light" c="dark.8">
                              {t('users.admin')}
                            </Badge>
                          )}
                          {user.suspended_at && (
                            <>
                              <Badge variant="light" color="red" c="red.9">
                                {t('users.suspended')}
                              </Badge>
                              {user.suspended_reason && (
                                <Text size="xs">
                                  {t('users.suspendedReason', { reason: user.suspended_reason })}
                                </Text>
                              )}
                              <Button
                                size="compact-sm"
                                variant="light"
                                onClick={() => setToLift(user)}
                                aria-label={t('users.liftNamed', { name: user.name })}
                              >
                                {t('users.lift')}
                              </Button>
                            </>
                          )}
                          <Button
                            size="compact-sm"
                            variant={user.is_admin ? 'outline' : 'light'}
                            color={user.is_admin ? 'red.9' : undefined}
                            onClick={() => setTarget(user)}
                            aria-label={
                              user.is_admin
                                ? t('users.revokeNamed', { name: user.name })
                                : t('users.grantNamed', { name: user.name })
                            }
                          >
                            {user.is_admin ? t('users.revoke') : t('users.grant')}
                          </Button>
                        </Stack>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email ?? '—'}</Table.Td>
                      <Table.Td>{formatInstant(user.created_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </Stack>
        )}
      </CursorList>
      <ConfirmDialog
        opened={toLift !== null}
        onClose={() => setToLift(null)}
        title={t('users.liftTitle')}
        confirmLabel={t('users.lift')}
        danger={false}
        loading={unsuspend.isPending}
        onConfirm={() => void doLift()}
      >
        {toLift ? t('users.liftText', { name: toLift.name }) : ''}
      </ConfirmDialog>
      <ConfirmDialog
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={target?.is_admin ? t('users.revokeTitle') : t('users.grantTitle')}
        confirmLabel={target?.is_admin ? t('users.revoke') : t('users.grant')}
        danger={Boolean(target?.is_admin)}
        loading={setAdmin.isPending}
        onConfirm={() => void doChange()}
      >
        {target
          ? target.is_admin
            ? t(target.id === me ? 'users.revokeSelfText' : 'users.revokeText', { name: target.name })
            : t('users.grantText', { name: target.name })
          : ''}
      </ConfirmDialog>
    </AdminPage>
  );
}
