import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render.tsx';
import { demoUser, logInAs } from '../test/session.ts';
import { routes } from './router.tsx';

describe('app routes', () => {
  it('shows the not-found page for any other path', async () => {
    renderRoutes(routes, '/nothing/here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Samaj');
  });

  it('asks a visitor to log in for the matrimonial area', async () => {
    const { router } = renderRoutes(routes, '/matrimonial');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fmatrimonial');
  });

  it('serves the same change-password page in both areas', async () => {
    logInAs();
    mockFetch({ 'GET /api/matrimonial/user': () => json(demoUser) });
    const { router } = renderRoutes(routes, '/matrimonial/change-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    await router.navigate('/booking/change-passwords');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
  });
});
