import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import './theme-focus.css';

/**
 * Shade 8 of indigo keeps text and buttons above 4.5:1 contrast on white (the default 6 does not).
 * Made per language: the close buttons' accessible name is in it. The font stacks per language are
 * CSS variables (language.css).
 */
export function createAppTheme(closeLabel: string) {
  return createTheme({
    primaryColor: 'indigo',
    primaryShade: { light: 8, dark: 4 },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
    defaultRadius: 'md',
    focusRing: 'auto',
    components: {
      // A notification's close button has no accessible name of its own. A plain object rather than
      // Notification.extend(): that would bring the Notification component into the first load.
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      // Nor does a dialog's close button, or a drawer's.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  });
}

/** Each colour's light-variant and outline text and filled background, as ink that passes 4.5:1 on its tint and under white. */
function darkerInk(inks: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inks).flatMap(([color, ink]) => [
      [`--mantine-color-${color}-light-color`, ink],
      [`--mantine-color-${color}-filled`, ink],
      [`--mantine-color-${color}-outline`, ink],
      [`--mantine-color-${color}-filled-hover`, `color-mix(in srgb, ${ink} 85%, black)`],
    ]),
  );
}

/** Mantine's dimmed grey (gray.6) and error red (red.6) fail contrast on white; shade 7 and 8 pass. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    // The primary's light buttons (the account menu's, "Mark all as read") draw shade 9 on a tint that
    // turns to shade 2 under the pointer: 4.1:1 there. This ink keeps 4.8:1 hovered, 6.2:1 at rest.
    '--mantine-color-indigo-light-color': '#3046b4',
    // Light badges and alerts draw shade 9 on shade 1; for these colours that is under 4.5:1 (yellow
    // 2.7:1, orange 3.6:1), and their filled shade 8 under white text fails too: darker ink for both.
    ...darkerInk({
      teal: '#06614a',
      green: '#1e6b2f',
      lime: '#3d6606',
      yellow: '#7a4b00',
      orange: '#a63b00',
      cyan: '#085866',
      red: '#a61e1e',
    }),
  },
  dark: {},
});
