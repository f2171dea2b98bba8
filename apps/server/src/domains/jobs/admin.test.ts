import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, type AdminCall, type AuditOf, openOffice } from '../../../test/support/admin.ts';
import { createUser, type TestApp } from '../../../test/support/app.ts';

let t: TestApp, call: AdminCall, latestAudit: AuditOf;
beforeAll(async () => ({ t, call, latestAudit } = await openOffice()));
afterAll(() => t.close());

describe('jobs', () => {
  const publicJobs = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/jobs?per_page=100' }))
      .json()
      .data.map((j: { title: string }) => j.title);

  it('creates, edits, publishes, unpublishes and deletes a job, each with its audit record', async () => {
    const created = await call('POST', '/api/admin/jobs', {
      title: 'Hall manager',
      organisation: 'Jamat Office',
      location: 'Mumbai',
      employment_type: 'part_time',
      description: 'Keeps the hall register.',
      how_to_apply: 'Call the office.',
      closes_on: '2031-01-31',
    });
    expect(created.statusCode).toBe(201);
    const job = created.json();
    expect(job).toMatchObject({ employment_type: 'part_time', closes_on: '2031-01-31', published_at: null });
    expect((await latestAudit(job.id)).action).toBe('job.create');

    const edited = await call('PUT', `/api/admin/jobs/${job.id}`, { location: 'Bhuj', closes_on: null });
    expect(edited.json()).toMatchObject({ location: 'Bhuj', closes_on: null, title: 'Hall manager' });
    expect(await latestAudit(job.id)).toMatchObject({
      action: 'job.update',
      before: { location: 'Mumbai', closes_on: '2031-01-31' },
      after: { location: 'Bhuj', closes_on: null },
    });

    const pushesBefore = t.push.sent.length;
    const published = await call('POST', `/api/admin/jobs/${job.id}/publish`, { notify: true });
    expect(published.json().published_at).not.toBeNull();
    expect(t.push.sent.slice(pushesBefore)).toEqual([
      {
        to: { topic: 'news' },
        message: { title: 'Hall manager', body: 'Jamat Office, Bhuj', data: { type: 'job', id: job.id } },
      },
    ]);
    expect((await latestAudit(job.id)).action).toBe('job.publish');
    expect(await publicJobs()).toContain('Hall manager');

    await call('POST', `/api/admin/jobs/${job.id}/unpublish`);
    expect((await latestAudit(job.id)).action).toBe('job.unpublish');
    expect(await publicJobs()).not.toContain('Hall manager');

    expect((await call('DELETE', `/api/admin/jobs/${job.id}`)).statusCode).toBe(204);
    expect(await latestAudit(job.id)).toMatchObject({ action: 'job.delete', after: null });
    const list = (await call('GET', '/api/admin/jobs')).json();
    expect(list.data.map((j: { id: string }) => j.id)).not.toContain(job.id);
  });

  it('refuses an unknown employment type and a date that does not exist', async () => {
    const res = await call('POST', '/api/admin/jobs', {
      title: 'x',
      employment_type: 'slave',
      closes_on: '2031-02-30',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['closes_on', 'employment_type']);
  });

  it('refuses a closing date already past, and lists a published job only until it closes', async () => {
    t.clock.set('2030-06-01T06:00:00Z');
    // A token from the suite's start has expired by then: an admin of that day.
    const call = adminCaller(t, await createUser(t, { isAdmin: true }));
    const past = await call('POST', '/api/admin/jobs', {
      title: 'Too late',
      description: 'x',
      closes_on: '2030-05-31',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.closes_on[0]).toContain('passed');

    const job = (
      await call('POST', '/api/admin/jobs', {
        title: 'Accountant',
        description: 'x',
        closes_on: '2030-06-02',
      })
    ).json();
    expect((await call('PUT', `/api/admin/jobs/${job.id}`, { closes_on: '2030-01-01' })).statusCode).toBe(
      422,
    );
    await call('POST', `/api/admin/jobs/${job.id}/publish`);
    expect(await publicJobs()).toContain('Accountant');
    // The day after its closing date (India time), it is no longer listed.
    t.clock.advance(2 * 86_400_000);
    expect(await publicJobs()).not.toContain('Accountant');
  });
});
