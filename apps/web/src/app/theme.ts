import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { i18n } from '../lib/i18n.ts';
import './theme-focus.css';

/** Shade 8 of indigo keeps text and buttons above 4.5:1 contrast on white (the default 6 does not). */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 4 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
  defaultRadius: 'md',
  focusRing: 'auto',
  components: {
    // A notification's close button has no accessible name of its own. A plain object rather than
    // Notification.extend(): that would bring the Notification component into the first load.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': i18n.t('common.close') } },
    },
    // Nor does a dialog's close button.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': i18n.t('common.close') } },
    },
  },
});

/** Mantine's dimmed grey (gray.6) and error red (red.6) fail contrast on white; shade 7 and 8 pass. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    // The title of a light orange alert (shade 9 on its tint: 3.6:1) needs darker ink.
    '--mantine-color-orange-light-color': '#a63b00',
  },
  dark: {},
});
