import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter naming the form field to focus (`?field=city`, from the completeness meter). */
export const FIELD_PARAM = 'field';

/**
 * Puts the focus on the form field the address names once the form is on the page, and scrolls it
 * into view. A query parameter rather than a #hash: switching to another profile (?as=) keeps it.
 */
export function FocusField() {
  const [params] = useSearchParams();
  const name = params.get(FIELD_PARAM) ?? '';
  useEffect(() => {
    if (!/^[a-z_]+$/.test(name)) return;
    const id = window.setTimeout(() => {
      const field = document.querySelector<HTMLElement>(`form [name="${name}"]:not([type="hidden"])`);
      field?.focus();
      field?.scrollIntoView?.({ block: 'center' });
    }, 0);
    return () => window.clearTimeout(id);
  }, [name]);
  return null;
}
