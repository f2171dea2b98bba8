/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** The API's origin for the native app build (e.g. https://samaj.example.org); unset on the web. */
  readonly VITE_API_BASE_URL?: string;
  /** The version or commit built, sent with error reports (lib/error-reporting.ts). */
  readonly VITE_RELEASE?: string;
}

/** Mantine's global styles (src/build/mantine-css.ts). */
declare module 'virtual:mantine-styles';
