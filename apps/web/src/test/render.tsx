import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';
import { patchRoutesOnNavigation, routes as appRoutes } from '../app/router.tsx';

/** Renders the given routes (the app's own, by default composition) at `path` with every provider. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    // The app's routes find the member areas' routes on navigation, as in the browser (app/router.tsx).
    ...(routes === appRoutes && { patchRoutesOnNavigation }),
  });
  const result = render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
