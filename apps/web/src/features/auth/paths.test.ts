import { describe, expect, it } from 'vitest';
import { paths as halls } from '../halls/paths.ts';
import { paths as jobs } from '../jobs/paths.ts';
import { paths as news } from '../news/paths.ts';
import { authRoutes, paths } from './paths.ts';

describe('paths at the site root', () => {
  it('builds the auth, news, job and halls addresses from the route patterns the router uses', () => {
    expect(paths.login).toBe(authRoutes.login);
    expect(paths.login).toBe('/login');
    expect(paths.loginThen('/booking/my-bookings?x=1')).toBe(
      '/login?redirect=%2Fbooking%2Fmy-bookings%3Fx%3D1',
    );
    expect([paths.loginOtp, paths.register, paths.forgotPassword]).toEqual([
      '/login-otp',
      '/register',
      '/forgot-password',
    ]);
    expect(news.item('n 1')).toBe('/news/n%201');
    expect(jobs.job('j/2')).toBe('/job/j%2F2');
    expect(halls.list).toBe('/banquet-halls');
  });
});
