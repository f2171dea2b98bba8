import { Button, Menu } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { paths as bookingPaths } from '../../features/booking/paths.ts';
import { paths as adminPaths } from '../../features/admin/paths.ts';
import { paths as matrimonialPaths } from '../../features/matrimonial/paths.ts';
import { paths as authPaths } from '../../features/auth/paths.ts';

interface UserMenuProps {
  name: string;
  isAdmin: boolean;
}

export function UserMenu({ name, isAdmin }: UserMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <Button variant="light" rightSection={<span aria-hidden="true">▾</span>}>
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={matrimonialPaths.dashboard}>
          {t('nav.matrimonial')}
        </Menu.Item>
        <Menu.Item component={Link} to={bookingPaths.dashboard}>
          {t('nav.booking')}
        </Menu.Item>
        {isAdmin && (
          <Menu.Item component={Link} to={adminPaths.dashboard}>
            {t('nav.admin')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={authPaths.account}>
          {t('nav.account')}
        </Menu.Item>
        <Menu.Item component={Link} to={matrimonialPaths.changePassword}>
          {t('nav.changePassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => logout.mutate()}>{t('nav.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
