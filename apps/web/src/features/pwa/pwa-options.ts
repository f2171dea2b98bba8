import type { VitePWAOptions } from 'vite-plugin-pwa';

const WEEK = 7 * 24 * 60 * 60;

/**
 * The installable web app (used by vite.config.ts): the manifest, and a service worker that precaches the
 * app shell and keeps the last answers of the public API, so the home page opens offline with the news it
 * had. Registration is ours (update-prompt.tsx): never in the native app, never in tests.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'favicon-48x48.png', 'apple-touch-icon-180x180.png'],
  manifest: {
    id: '/',
    name: 'Samaj',
    short_name: 'Samaj',
    description: 'Community news, job openings, banquet hall booking and matrimonial matching.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#3b5bdb',
    background_color: '#ffffff',
    categories: ['news', 'lifestyle', 'social'],
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
    // The share-preview picture is for link previews (WhatsApp, search engines), never shown in the app.
    // Each language's translations (assets/gu-….js, hi-…, ur-…) are fetched when it is chosen and kept
    // then (below), not downloaded for everyone.
    globIgnores: ['**/og-image.png', '**/assets/{gu,hi,ur}-*.js'],
    // Any app route opens the cached shell; the API, the Sanctum handshake and the crawlers' files
    // (robots.txt, sitemap.xml, written by the server) never do.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/sanctum\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // The public content only: news, jobs (lists and items) and halls. Their answers are the same for
        // everyone, so a cached copy can never show one user's data to another; every other /api call,
        // all of them per-user, goes to the network and is never stored. (Workbox copies this function
        // into sw.js by its source text: it must not use anything from outside.)
        urlPattern: ({ url, sameOrigin, request }) =>
          sameOrigin &&
          request.method === 'GET' &&
          /^\/api\/(?:(?:news|jobs)(?:\/[^/]+)?|hall)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'samaj-public-api',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 80, maxAgeSeconds: 4 * WEEK },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // A language's translations and web fonts (Noto Naskh Arabic, declared only when Urdu is chosen):
        // not precached, so no one downloads a language they do not use; kept once fetched, offline too
        // (their file names carry a content hash).
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/assets\/(?:[^/]+\.woff2|(?:gu|hi|ur)-[\w-]+\.js)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'samaj-languages',
          expiration: { maxEntries: 16, maxAgeSeconds: 52 * WEEK },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Pictures of news items (public; a new picture gets a new file name).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/news-images/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'samaj-news-images',
          expiration: { maxEntries: 60, maxAgeSeconds: 4 * WEEK },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
  devOptions: { enabled: false },
};
