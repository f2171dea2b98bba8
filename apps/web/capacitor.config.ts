import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native app (Android and iOS) wraps the built web app (dist). It calls the API at VITE_API_BASE_URL,
 * fixed at build time (see docs/native.md). CapacitorHttp sends those calls through the native HTTP stack,
 * so the API needs no CORS rules for the app's own origin (https://localhost, capacitor://localhost).
 */
const config: CapacitorConfig = {
  appId: 'org.samaj.app',
  appName: 'Samaj',
  webDir: 'dist',
  android: { androidScheme: 'https' },
  plugins: {
    CapacitorHttp: { enabled: true },
    PushNotifications: { presentationOptions: ['badge', 'sound'] },
  },
};

export default config;
