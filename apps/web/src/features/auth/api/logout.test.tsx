import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { forceLogout, selectIsLoggedIn, useSession } from '../../../lib/session.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { useLogout } from './logout.ts';

/** The app's guard, in short: a page that needs a login sends a visitor without one to /login. */
function Guard() {
  const loggedIn = useSession(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  return <Outlet />;
}

function PrivatePage() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Log out
    </button>
  );
}

describe('logout', () => {
  it('lands on the home page, even when the revoked token ends the session on the page first', async () => {
    logInAs();
    const calls: string[] = [];
    mockFetch({
      'POST /api/auth/logout': () => {
        calls.push(window.location.pathname);
        // What a protected page's own call answers once the token is revoked: a 401 ends the session.
        forceLogout();
        return json(null, 204);
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/', element: <h1>Home</h1> },
        { path: '/login', element: <h1>Login</h1> },
        { element: <Guard />, children: [{ path: '/booking/my-bookings', Component: PrivatePage }] },
      ],
      '/booking/my-bookings',
    );
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(calls).toHaveLength(1);
  });
});
