import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, never } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render.tsx';
import { FakeConnection, setConnection } from '../test/save-data.ts';
import { App } from './app.tsx';
import { routes } from './router.tsx';

// The real component registers the service worker through a module only a Vite build has.
vi.mock('../features/pwa/components/pwa-update.tsx', () => ({
  PwaUpdate: () => <p>service worker registered</p>,
}));

// Records when the phone drawer's chunk is fetched (the module is evaluated once, on first import).
const loaded = vi.hoisted(() => ({ mobileNav: false }));
vi.mock('./layouts/mobile-nav.tsx', async (original) => {
  loaded.mobileNav = true;
  return original();
});

const user = userEvent.setup({ delay: null });
const homeData = () => mockFetch({ 'GET /api/news': never, 'GET /api/jobs': never, 'GET /api/hall': never });

describe('the app shell and Save-Data', () => {
  afterEach(() => setConnection(undefined));

  it('registers the service worker (its precache downloads the whole app) only when the visitor does not save data', async () => {
    homeData();
    setConnection(new FakeConnection(false));
    const first = render(<App />);
    expect(await screen.findByText('service worker registered')).toBeInTheDocument();
    first.unmount();

    setConnection(new FakeConnection(true));
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('service worker registered')).not.toBeInTheDocument();
  });

  it('saving data, fetches the phone menu when the burger is pressed, not as the pointer goes down', async () => {
    homeData();
    setConnection(new FakeConnection(true));
    renderRoutes(routes, '/');
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    fireEvent.pointerDown(burger);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded.mobileNav).toBe(false);
    await user.click(burger);
    await waitFor(() => expect(loaded.mobileNav).toBe(true));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
