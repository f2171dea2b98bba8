import { ActionIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './counted-icon-link.module.css';

/** The count as the header shows it: up to 99, then "99+". */
function shownCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * A header link drawn as an icon with what is unread counted on it (the bell, the messages): its
 * accessible name is `label`, which says the count in words; the drawn count is hidden from screen
 * readers. `icon` is the SVG's paths, drawn in a 24-unit box with the header's stroke.
 */
export function CountedIconLink({
  to,
  label,
  count,
  icon,
}: {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
}) {
  return (
    <ActionIcon
      component={Link}
      to={to}
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={label}
      title={label}
      className={classes.link}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {icon}
      </svg>
      {count > 0 && (
        <span className={classes.count} aria-hidden="true">
          {shownCount(count)}
        </span>
      )}
    </ActionIcon>
  );
}
