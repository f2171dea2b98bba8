import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { demoUser, logInAs } from '../../../test/session.ts';
import { paths } from '../paths.ts';
import { GetStartedPage } from './get-started-page.tsx';

const user = userEvent.setup({ delay: null });
const page = (name: string) => () => <h1>{name}</h1>;

const routes = [
  { path: '/', Component: page('Home') },
  { path: paths.getStarted, Component: GetStartedPage },
  { path: '/booking/booking-calendar', Component: page('Hall calendar') },
  { path: '/matrimonial/profile-steps', Component: page('New profile') },
];

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the get-started page', () => {
  it('welcomes by name and offers a profile for oneself, a son or a daughter, a hall, or later', async () => {
    logInAs(demoUser);
    mockFetch({});
    renderRoutes(routes, paths.getStarted);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Samaj, Aisha Memon' }),
    ).toBeVisible();

    const profile = screen.getByRole('region', { name: 'Make a matrimonial profile' });
    const links = within(profile).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['A profile for myself', '/matrimonial/profile-steps?new=1&for=self'],
      ['A profile for my son', '/matrimonial/profile-steps?new=1&for=son'],
      ['A profile for my daughter', '/matrimonial/profile-steps?new=1&for=daughter'],
    ]);
    const hall = screen.getByRole('region', { name: 'Book a hall' });
    expect(within(hall).getByRole('link', { name: 'Book a hall' })).toHaveAttribute(
      'href',
      '/booking/booking-calendar',
    );
    expect(screen.getByRole('link', { name: 'Later' })).toHaveAttribute('href', '/');
  });

  it('"Later" goes home, and a choice goes where it says', async () => {
    logInAs(demoUser);
    mockFetch({});
    const { router } = renderRoutes(routes, paths.getStarted);
    await user.click(await screen.findByRole('link', { name: 'Later' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();

    await act(() => router.navigate(paths.getStarted));
    await user.click(await screen.findByRole('link', { name: 'A profile for my son' }));
    expect(await screen.findByRole('heading', { name: 'New profile' })).toBeVisible();
    expect(router.state.location.search).toBe('?new=1&for=son');
  });

  it('reads in Urdu, right to left', async () => {
    logInAs(demoUser);
    mockFetch({});
    renderRoutes(routes, paths.getStarted);
    await act(() => changeLanguage('ur'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Samaj میں خوش آمدید، Aisha Memon' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'میرے بیٹے کی پروفائل' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'بعد میں' })).toHaveAttribute('href', '/');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
