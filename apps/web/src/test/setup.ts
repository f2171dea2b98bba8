import '@testing-library/jest-dom/vitest';
import '../lib/i18n.ts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { clearSessionData } from '../lib/storage.ts';

configure({ asyncUtilTimeout: 4000 });

// jsdom lacks what Mantine measures with.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

beforeEach(() => {
  // A failed query shows its error at once instead of after retries.
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 60_000 },
    mutations: { retry: false },
  });
});

afterEach(() => {
  cleanup();
  clearSessionData();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
