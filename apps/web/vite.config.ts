import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { mantineCssPerComponent } from './src/build/mantine-css.ts';
import { precompress } from './src/build/precompress.ts';
import { prerender } from './src/build/prerender.ts';
import { routePreloadsPlugin } from './src/build/route-preloads.ts';
import { pwaOptions } from './src/features/pwa/pwa-options.ts';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = 'http://localhost:3000';

/**
 * `vite build` is always React's production build: Vite keeps a NODE_ENV it finds set, and the server's
 * NODE_ENV=development (README's default) made the development build, 215 kB of first-load script
 * instead of 150. Set here, before Vite reads it; `vite` (the dev server) and Vitest are left alone.
 */
const productionBuild: Plugin = {
  name: 'samaj:production-build',
  config(_config, { command }) {
    if (command === 'build') process.env.NODE_ENV = 'production';
  },
};

export default defineConfig({
  // prerender(): the public pages drawn at build time, painted before the script runs (decision 033).
  // routePreloadsPlugin(): the member pages' chunks, for the server to name in their HTML (decision 037).
  plugins: [
    productionBuild,
    mantineCssPerComponent(),
    react(),
    VitePWA(pwaOptions),
    precompress(),
    prerender(),
    routePreloadsPlugin(),
  ],
  resolve: {
    // Zod configured where it is loaded rather than by main.tsx, which would put it in the first load.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/sanctum': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    // The first-load chunk (below) is one file of about 535 kB raw, 166 kB gzip: its budget is the
    // 150 kB gzip goal of `npm run bench`, not this raw-size warning. No zod in it (decision 016), and
    // no page but the home page (decision 029).
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: the chunk graph, from which `npm run bench` lists each lazy route's chunks
    // (scripts/bench/first-load.ts). Not precached (the service worker takes no .json), not served (the
    // server sends no dot-folder).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first load runs (the entry's static imports, down the chain) in one chunk,
          // rather than the entry plus a score of small chunks it shares with the lazy pages: fewer
          // requests on the critical path, and one file compresses better than many.
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // The header's links for a signed-in account (messages, bell: app/layouts/signed-in-links.tsx) with
            // their queries and strings, in one chunk: without this group the messages link went into the
            // matrimonial chunk below, and the header of a member on the home page fetched the whole area
            // (some 50 files).
            {
              name: 'signed-in-links',
              test: /src[\\/]app[\\/]layouts[\\/]signed-in-links\.tsx|src[\\/]components[\\/]counted-icon-link|src[\\/]features[\\/]matrimonial[\\/](components[\\/]messages-link|api[\\/]unread-messages)|src[\\/]features[\\/]notifications[\\/](components[\\/]notification-bell|api[\\/]notifications|i18n)|src[\\/]locales[\\/]en[\\/]notifications\.json/,
              includeDependenciesRecursively: false,
            },
            // Mantine's text inputs with what they use, shared by every form.
            {
              name: 'inputs',
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput)[\\/]/,
            },
            // Two small pieces of Mantine that inputs and buttons use too: without this group the overlay group
            // below took them in with the overlays' dependencies, so a page with a checkbox or a visually
            // hidden label fetched every overlay (28 kB gzip) with it (decision 034).
            {
              name: 'mantine-bits',
              test: /@mantine[\\/]hooks[\\/]esm[\\/]use-merged-ref[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/]VisuallyHidden[\\/]/,
            },
            // Mantine's small form controls that member pages use (checkbox, radio), in one chunk rather than
            // six (decision 034).
            {
              name: 'controls',
              test: /@mantine[\\/]core[\\/]esm[\\/](components[\\/](Checkbox|Radio)[\\/]|core[\\/]MantineProvider[\\/]color-functions[\\/]get-auto-contrast-value[\\/])|@mantine[\\/]core[\\/]styles[\\/](Checkbox|Radio)\.layer\.css/,
              includeDependenciesRecursively: false,
            },
            // Small modules the log-in pages share with member pages (the form hook, the countdown, the
            // matrimonial values, Mantine's list), in one chunk: the log-in pages fetch one file for them, not
            // four, and no member page fetches the log-in pages for one of them (decision 034).
            {
              name: 'shared-small',
              test: /src[\\/]lib[\\/](use-form|use-countdown)\.ts|packages[\\/]shared[\\/]src[\\/]matrimonial-values\.ts|@mantine[\\/]core[\\/]esm[\\/]components[\\/]List[\\/]|@mantine[\\/]core[\\/]styles[\\/]List\.layer\.css/,
              includeDependenciesRecursively: false,
            },
            // What every matrimonial page needs (its route table, layout, API calls, components, strings) in
            // one chunk, which the area's route table brings: the pages' own chunks are then a second, small
            // request, where a page fetched some thirty files (decision 034). Not the components that open
            // dialogs or validate a form (they would bring the overlays or zod to every page; the profile's menu,
            // profile-moderation, is loaded after the page shows: decision 037).
            {
              name: 'matrimonial',
              test: /src[\\/]features[\\/]matrimonial[\\/](prefetch\.ts|i18n\.ts|paths\.ts|types\.ts|api[\\/](?!save-profile|upload-picture)|components[\\/](?!decline-dialog|pause-dialog|picture-gallery|profile-form|profile-moderation|consent-panel|family-profile-card))|src[\\/]locales[\\/]en[\\/]matrimonial\.json/,
              includeDependenciesRecursively: false,
            },
            // Mantine's overlays (portal, affix, modal, drawer, focus trap, scroll lock), a chunk of their
            // own. Without this group they went into `auth`, with the log-in pages that use them: the
            // update prompt (loaded on every visit) and the phone menu each fetched the log-in pages, zod
            // and every schema (64 kB gzip) with them.
            {
              name: 'overlay',
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Portal|Affix|ModalBase|Modal|Drawer|Overlay|FocusTrap|ScrollArea|Divider)[\\/]|@mantine[\\/]hooks[\\/]esm[\\/]use-focus-|node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib)[\\/]/,
            },
            // The log-in and registration pages, with zod (and its configuration, src/lib/zod-jitless.ts)
            // and the shared schemas: any form validates with them. office-texts.ts builds zod schemas
            // when it loads: in a chunk of its own it imported zod from here while the schemas here
            // imported it back, a cycle that stopped every page with "el is not a constructor".
            {
              name: 'auth',
              test: /src[\\/]features[\\/]auth[\\/](?!api[\\/]logout\.ts)|src[\\/]locales[\\/]en[\\/](account|auth)\.json|src[\\/]lib[\\/]zod-jitless\.ts|packages[\\/]shared[\\/]src[\\/](schemas[\\/]|office-texts\.ts)|node_modules[\\/]zod[\\/]/,
              // Only what matches: the modules these import (the shared values of packages/shared, the
              // confirmation dialog, use-form) stay in chunks of their own, so a page that needs one of them
              // does not fetch the log-in pages, zod and every schema with it (decision 034). The account
              // page's strings are in the test: only that page imports them, so they would go to its entry
              // chunk, which imports this one, and this one would import them back (a cycle).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
