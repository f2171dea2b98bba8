import { WEB_PAGES } from '@samaj/shared';
import { NavLink } from 'react-router';
import classes from './site-layout.module.css';

export interface NavItem {
  to: string;
  label: string;
}

export function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return items.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      end={item.to === WEB_PAGES.home}
      className={classes.navLink}
      onClick={onNavigate}
    >
      {item.label}
    </NavLink>
  ));
}
