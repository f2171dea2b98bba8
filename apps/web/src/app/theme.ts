import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Shade 8 of indigo keeps text and buttons above 4.5:1 contrast on white (the default 6 does not). */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 4 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
  defaultRadius: 'md',
  focusRing: 'auto',
});

/** Mantine's dimmed grey (gray.6) fails contrast on white; gray.7 passes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
