import { describe, expect, it } from 'vitest';
import { createErrorReporter, installErrorReporting, routeOf } from './error-reporting.ts';

describe('error reporting', () => {
  it('sends an error with its stack and the route without ids or query', () => {
    const sent: string[] = [];
    const reporter = createErrorReporter((body) => sent.push(body), {
      pathname: '/matrimonial/profile/0b9a6f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/edit',
    });
    reporter.report(new TypeError('x is undefined'));
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]!) as Record<string, string>;
    expect(body).toMatchObject({
      name: 'TypeError',
      message: 'x is undefined',
      route: '/matrimonial/profile/:id/edit',
    });
    expect(body.stack).toContain('x is undefined');
    expect(routeOf('/booking/123456')).toBe('/booking/:n');
  });

  it('sends each distinct error once and at most five a page load; a failing send is swallowed', () => {
    const sent: string[] = [];
    const reporter = createErrorReporter((body) => sent.push(body), { pathname: '/' });
    reporter.report(new Error('same'));
    reporter.report(new Error('same'));
    for (let i = 0; i < 10; i += 1) reporter.report(`string error ${i}`);
    expect(sent).toHaveLength(5);
    const throwing = createErrorReporter(
      () => {
        throw new Error('offline');
      },
      { pathname: '/' },
    );
    expect(() => throwing.report(new Error('boom'))).not.toThrow();
  });

  it('listens for uncaught errors and unhandled rejections', () => {
    const reported: unknown[] = [];
    const target = new EventTarget() as unknown as Window;
    installErrorReporting(target, { report: (e) => reported.push(e) });
    const error = new Error('uncaught');
    target.dispatchEvent(Object.assign(new Event('error'), { error, message: 'uncaught' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'rejected' }));
    expect(reported).toEqual([error, 'rejected']);
  });
});
