import { Group } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { NavLink } from 'react-router';
import { paths } from '../paths.ts';

/** The activity lists, one tap apart (aria-current marks the one shown). */
export function ListNav() {
  const { t } = useTranslation();
  const links = [
    [paths.conversations, 'matrimonial.conversations.nav'],
    [paths.interestedInMe, 'matrimonial.nav.interestedInMe'],
    [paths.interestsSentByMe, 'matrimonial.nav.interestsSentByMe'],
    [paths.myViewers, 'matrimonial.nav.myViewers'],
    [paths.viewedByMe, 'matrimonial.nav.viewedByMe'],
    [paths.shortlisted, 'matrimonial.nav.shortlisted'],
  ] as const;
  return (
    <Group component="nav" aria-label={t('matrimonial.nav.lists')} gap="xs">
      {links.map(([to, key]) => (
        <NavLink
          key={to}
          to={to}
          style={({ isActive }) => ({
            padding: '4px 10px',
            borderRadius: 6,
            textDecoration: 'none',
            fontWeight: isActive ? 700 : 500,
            background: isActive ? 'var(--mantine-color-indigo-8)' : 'var(--mantine-color-gray-1)',
            color: isActive ? 'white' : 'var(--mantine-color-indigo-9)',
          })}
        >
          {t(key)}
        </NavLink>
      ))}
    </Group>
  );
}
