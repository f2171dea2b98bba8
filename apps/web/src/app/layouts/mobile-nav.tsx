import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { NavLinks, type NavItem } from './nav-links.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { paths as adminPaths } from '../../features/admin/paths.ts';
import { paths as authPaths } from '../../features/auth/paths.ts';
import { paths as matrimonialPaths } from '../../features/matrimonial/paths.ts';

interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  mainLinks: NavItem[];
  /** The signed-in user; null when signed out. */
  user: { name: string; isAdmin: boolean } | null;
}

/** The phone navigation behind the header's burger: a drawer, in its own chunk loaded on first open. */
export function MobileNav({ opened, onClose, mainLinks, user }: MobileNavProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  // The account's links are the drawer's own (the header shows them only in the wide screens' menu).
  const accountLinks: NavItem[] = [
    ...(user?.isAdmin ? [{ to: adminPaths.dashboard, label: t('nav.admin') }] : []),
    { to: authPaths.account, label: t('nav.account') },
    { to: matrimonialPaths.changePassword, label: t('nav.changePassword') },
  ];
  // The chunk arrives with the drawer already asked open; it opens one render after mounting closed, so
  // that the drawer notes the burger as the element to give focus back to when it closes.
  const mounted = useMounted();
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      title={t('nav.menuTitle')}
      // "right" is the end of the line: Mantine draws it on the left when the page reads right to left.
      position="right"
      size="xs"
      hiddenFrom="sm"
    >
      <Stack gap="xs">
        <nav aria-label={t('nav.main')}>
          <NavLinks items={mainLinks} onNavigate={onClose} />
        </nav>
        <Divider />
        {user !== null ? (
          <>
            <Text fw={600} px={12}>
              {user.name}
            </Text>
            <NavLinks items={accountLinks} onNavigate={onClose} />
            <Button
              variant="light"
              onClick={() => {
                onClose();
                logout.mutate();
              }}
            >
              {t('nav.logout')}
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to={authPaths.login} variant="light" onClick={onClose}>
              {t('nav.login')}
            </Button>
            <Button component={Link} to={authPaths.register} onClick={onClose}>
              {t('nav.register')}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
