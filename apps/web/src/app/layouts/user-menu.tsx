import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface UserMenuProps {
  name: string;
  isAdmin: boolean;
  onLogout: () => void;
}

export function UserMenu({ name, isAdmin, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <Button variant="light" rightSection={<span aria-hidden="true">▾</span>}>
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/matrimonial">
          {t('nav.matrimonial')}
        </Menu.Item>
        <Menu.Item component={Link} to="/booking">
          {t('nav.booking')}
        </Menu.Item>
        {isAdmin && (
          <Menu.Item component={Link} to="/admin">
            {t('nav.admin')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/matrimonial/change-password">
          {t('nav.changePassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onLogout}>{t('nav.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
