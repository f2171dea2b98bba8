import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Puts the focus on the form field the address names (`#city`, from the completeness meter's list of
 * what is missing) once the form is on the page, and scrolls it into view.
 */
export function FocusFromHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const name = decodeURIComponent(hash.replace(/^#/, ''));
    if (!/^[a-z_]+$/.test(name)) return;
    const id = window.setTimeout(() => {
      const field = document.querySelector<HTMLElement>(
        `form [name="${name}"]:not([type="hidden"]), form [data-field="${name}"]`,
      );
      field?.focus();
      field?.scrollIntoView?.({ block: 'center' });
    }, 0);
    return () => window.clearTimeout(id);
  }, [hash]);
  return null;
}
