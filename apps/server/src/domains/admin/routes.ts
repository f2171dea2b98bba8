import multipart from '@fastify/multipart';
import {
  adminBlockedDatesCreate,
  adminBooking,
  adminBookingsQuery,
  adminCalendarQuery,
  adminCancelBookingBody,
  adminProfile,
  adminProfilesQuery,
  adminRejectProfileRequest,
  blockedDate,
  blockedDatesQuery,
  calendarEntry,
  profile,
  profileReport,
  adminDashboard,
  adminHallCreate,
  adminHallUpdate,
  adminJob,
  adminJobCreate,
  adminJobUpdate,
  adminNews,
  adminNewsCreate,
  adminNewsUpdate,
  adminPushRequest,
  adminUser,
  adminUsersQuery,
  auditEntry,
  auditQuery,
  cursorPage,
  cursorQuery,
  hall,
  messageAnswer,
  NEWS_LIMITS,
  publishRequest,
  setAdminRequest,
  setMemberTypeRequest,
} from '@samaj/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { requestUrl } from '../../lib/request-url.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import { currentUser, requireForScope } from '../../plugins/auth.ts';
import * as admin from './service.ts';

const id = z.object({ id: z.string() });
const errors = { 401: messageAnswer, 403: messageAnswer, 404: messageAnswer, 422: messageAnswer };
const doc = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
const actor = (request: FastifyRequest) => currentUser(request).user.id;
const page = (request: FastifyRequest, query: { cursor?: string; per_page?: number }) => ({
  cursor: query.cursor,
  perPage: query.per_page ?? 20,
  url: requestUrl(request),
});

/**
 * Everything under /api/admin. Every route of this plugin requires an admin (set as it is added, so
 * no route can be added here without it), checked before the body is parsed or validated: an
 * anonymous caller gets 401 and a non-admin 403 whatever they send (docs/decisions: admin guard).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  requireForScope(app, 'admin');
  // The multipart parser for the image upload, unless the app already has one.
  if (!app.hasRequestDecorator('file')) await app.register(multipart);

  app.get(
    '/api/admin/dashboard',
    { schema: { ...doc('Counts for the admin dashboard'), response: { 200: adminDashboard, ...errors } } },
    async () => admin.dashboard(app.deps),
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        ...doc('The audit log, newest first'),
        querystring: auditQuery,
        response: { 200: cursorPage(auditEntry), ...errors },
      },
    },
    async (request) =>
      admin.listAuditLog(app.deps, {
        ...page(request, request.query),
        entityType: request.query.entity_type,
        entityId: request.query.entity_id,
        action: request.query.action,
      }),
  );

  // ---- news ----

  app.get(
    '/api/admin/news',
    {
      schema: {
        ...doc('News items, drafts included, newest first'),
        querystring: cursorQuery,
        response: { 200: cursorPage(adminNews), ...errors },
      },
    },
    async (request) => admin.listNewsForAdmin(app.deps, page(request, request.query)),
  );
  app.post(
    '/api/admin/news',
    {
      schema: {
        ...doc('A new news item (a draft)'),
        body: adminNewsCreate,
        response: { 201: adminNews, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await admin.createNews(app.deps, actor(request), request.body)),
  );
  app.put(
    '/api/admin/news/:id',
    {
      schema: {
        ...doc('Changes a news item (the fields given)'),
        params: id,
        body: adminNewsUpdate,
        response: { 200: adminNews, ...errors },
      },
    },
    async (request) => admin.updateNews(app.deps, actor(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/news/:id',
    { schema: { ...doc('Deletes a news item'), params: id, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await admin.deleteNews(app.deps, actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/admin/news/:id/publish',
    {
      schema: {
        ...doc('Publishes a news item now; notify pushes it to topic news'),
        params: id,
        body: publishRequest,
        response: { 200: adminNews, ...errors },
      },
    },
    async (request) =>
      admin.publishNews(app.deps, actor(request), request.params.id, { notify: request.body?.notify }),
  );
  app.post(
    '/api/admin/news/:id/unpublish',
    {
      schema: {
        ...doc('Takes a news item back to draft'),
        params: id,
        response: { 200: adminNews, ...errors },
      },
    },
    async (request) => admin.unpublishNews(app.deps, actor(request), request.params.id),
  );
  app.post(
    '/api/admin/news/:id/image',
    {
      schema: {
        ...doc('Sets the picture of a news item (multipart `image`: JPEG, PNG or WebP, at most 10 MB)'),
        consumes: ['multipart/form-data'],
        params: id,
        response: { 200: adminNews, 413: messageAnswer, ...errors },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, 'image', {
        fileSize: NEWS_LIMITS.maxImageBytes,
        files: 1,
        fields: 10,
      });
      return admin.setNewsImage(app.deps, actor(request), request.params.id, bytes);
    },
  );

  // ---- jobs ----

  app.get(
    '/api/admin/jobs',
    {
      schema: {
        ...doc('Jobs, drafts included, newest first'),
        querystring: cursorQuery,
        response: { 200: cursorPage(adminJob), ...errors },
      },
    },
    async (request) => admin.listJobsForAdmin(app.deps, page(request, request.query)),
  );
  app.post(
    '/api/admin/jobs',
    {
      schema: { ...doc('A new job (a draft)'), body: adminJobCreate, response: { 201: adminJob, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await admin.createJob(app.deps, actor(request), request.body)),
  );
  app.put(
    '/api/admin/jobs/:id',
    {
      schema: {
        ...doc('Changes a job (the fields given)'),
        params: id,
        body: adminJobUpdate,
        response: { 200: adminJob, ...errors },
      },
    },
    async (request) => admin.updateJob(app.deps, actor(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/jobs/:id',
    { schema: { ...doc('Deletes a job'), params: id, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await admin.deleteJob(app.deps, actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/admin/jobs/:id/publish',
    {
      schema: {
        ...doc('Publishes a job now; notify pushes it to topic news'),
        params: id,
        body: publishRequest,
        response: { 200: adminJob, ...errors },
      },
    },
    async (request) =>
      admin.publishJob(app.deps, actor(request), request.params.id, { notify: request.body?.notify }),
  );
  app.post(
    '/api/admin/jobs/:id/unpublish',
    { schema: { ...doc('Takes a job back to draft'), params: id, response: { 200: adminJob, ...errors } } },
    async (request) => admin.unpublishJob(app.deps, actor(request), request.params.id),
  );

  // ---- halls ----

  app.get(
    '/api/admin/halls',
    { schema: { ...doc('Every hall with its prices'), response: { 200: z.array(hall), ...errors } } },
    async () => admin.listHallsForAdmin(app.deps),
  );
  app.post(
    '/api/admin/halls',
    { schema: { ...doc('A new hall'), body: adminHallCreate, response: { 201: hall, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await admin.createHall(app.deps, actor(request), request.body)),
  );
  app.put(
    '/api/admin/halls/:id',
    {
      schema: {
        ...doc('Changes a hall (the fields given; payment_amount replaces all three prices)'),
        params: id,
        body: adminHallUpdate,
        response: { 200: hall, ...errors },
      },
    },
    async (request) => admin.updateHall(app.deps, actor(request), request.params.id, request.body),
  );

  // ---- profiles ----

  app.get(
    '/api/admin/profiles',
    {
      schema: {
        ...doc('Profiles in full, newest first; status: pending, approved or rejected'),
        querystring: adminProfilesQuery,
        response: { 200: cursorPage(adminProfile), ...errors },
      },
    },
    async (request) =>
      admin.listProfiles(app.deps, actor(request), {
        ...page(request, request.query),
        status: request.query.status,
      }),
  );
  app.post(
    '/api/admin/profiles/:id/approve',
    {
      schema: {
        ...doc('Approves a profile (its owner is pushed)'),
        params: id,
        response: { 200: profile, ...errors },
      },
    },
    async (request) => admin.approveProfileAsAdmin(app.deps, actor(request), request.params.id),
  );
  app.post(
    '/api/admin/profiles/:id/reject',
    {
      schema: {
        ...doc('Rejects a profile with a reason (its owner is pushed)'),
        params: id,
        body: adminRejectProfileRequest,
        response: { 200: profile, ...errors },
      },
    },
    async (request) =>
      admin.rejectProfileAsAdmin(app.deps, actor(request), request.params.id, request.body.reason),
  );
  app.get(
    '/api/admin/reports',
    {
      schema: {
        ...doc('Reports filed against profiles, newest first'),
        querystring: cursorQuery,
        response: { 200: cursorPage(profileReport), ...errors },
      },
    },
    async (request) => admin.listProfileReports(app.deps, page(request, request.query)),
  );

  // ---- bookings ----

  app.get(
    '/api/admin/bookings',
    {
      schema: {
        ...doc('Bookings, newest first; from/to keep bookings with a date in that range'),
        querystring: adminBookingsQuery,
        response: { 200: cursorPage(adminBooking), ...errors },
      },
    },
    async (request) =>
      admin.listBookings(app.deps, {
        ...page(request, request.query),
        status: request.query.status,
        from: request.query.from,
        to: request.query.to,
      }),
  );
  app.get(
    '/api/admin/bookings/calendar',
    {
      schema: {
        ...doc('Every hall, date and slot taken in a month, with its booking'),
        querystring: adminCalendarQuery,
        response: { 200: z.array(calendarEntry), ...errors },
      },
    },
    async (request) => admin.calendar(app.deps, request.query.year, request.query.month),
  );
  app.get(
    '/api/admin/bookings/:id',
    {
      schema: { ...doc('One booking with its user'), params: id, response: { 200: adminBooking, ...errors } },
    },
    async (request) => admin.getBooking(app.deps, request.params.id),
  );
  app.post(
    '/api/admin/bookings/:id/cancel',
    {
      schema: {
        ...doc('Cancels a held or paid booking (a paid one becomes refund_due)'),
        params: id,
        body: adminCancelBookingBody,
        response: { 200: adminBooking, 409: messageAnswer, ...errors },
      },
    },
    async (request) => admin.cancelBooking(app.deps, actor(request), request.params.id, request.body.reason),
  );
  app.post(
    '/api/admin/bookings/:id/mark-refunded',
    {
      schema: {
        ...doc('Settles a refund due: through the gateway, or (via_gateway: false) one made another way'),
        params: id,
        body: z.object({ via_gateway: z.boolean().optional() }).nullish(),
        response: { 200: adminBooking, 409: messageAnswer, 503: messageAnswer, ...errors },
      },
    },
    async (request) =>
      admin.refundBooking(app.deps, actor(request), request.params.id, {
        viaGateway: request.body?.via_gateway,
      }),
  );

  // ---- blocked dates ----

  app.get(
    '/api/admin/blocked-dates',
    {
      schema: {
        ...doc('Blocked dates, by date'),
        querystring: blockedDatesQuery,
        response: { 200: z.array(blockedDate), ...errors },
      },
    },
    async (request) => admin.listBlocked(app.deps, request.query),
  );
  app.post(
    '/api/admin/blocked-dates',
    {
      schema: {
        ...doc('Blocks one date, or a range from..to, of a hall and slot (409 if a booking holds one)'),
        body: adminBlockedDatesCreate,
        response: { 201: z.array(blockedDate), 409: messageAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await admin.blockDates(app.deps, actor(request), request.body)),
  );
  app.delete(
    '/api/admin/blocked-dates/:id',
    { schema: { ...doc('Unblocks one date'), params: id, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await admin.unblockDate(app.deps, actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- users ----

  app.get(
    '/api/admin/users',
    {
      schema: {
        ...doc('Users, newest first; q searches name, email and mobile'),
        querystring: adminUsersQuery,
        response: { 200: cursorPage(adminUser), ...errors },
      },
    },
    async (request) => admin.listUsers(app.deps, { ...page(request, request.query), q: request.query.q }),
  );
  app.post(
    '/api/admin/users/:id/admin',
    {
      schema: {
        ...doc('Grants or takes the admin flag (never from the last admin: 409)'),
        params: id,
        body: setAdminRequest,
        response: { 200: adminUser, 409: messageAnswer, ...errors },
      },
    },
    async (request) => admin.setAdmin(app.deps, actor(request), request.params.id, request.body.is_admin),
  );
  app.post(
    '/api/admin/users/:id/member-type',
    {
      schema: {
        ...doc("Confirms a user's member type (CM, M, NCM) or clears it (null); bookings must then use it"),
        params: id,
        body: setMemberTypeRequest,
        response: { 200: adminUser, ...errors },
      },
    },
    async (request) =>
      admin.setMemberType(app.deps, actor(request), request.params.id, request.body.member_type),
  );

  // ---- push ----

  app.post(
    '/api/admin/push',
    {
      schema: {
        ...doc('Sends a push to topic news'),
        body: adminPushRequest,
        response: { 202: messageAnswer, ...errors },
      },
    },
    async (request, reply) => {
      await admin.pushToNewsTopic(app.deps, actor(request), request.body);
      return reply.status(202).send({ message: 'The notification is on its way.' });
    },
  );
};

/** GET /api/news-images/:file — news pictures are public, like the news. */
export const newsImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/news-images/:file',
    {
      schema: {
        tags: ['public'],
        summary: 'A news picture (WebP)',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const bytes = await admin.readNewsImage(app.deps, request.params.file);
      if (!bytes) throw notFound('Image');
      // The name is new for every upload, so the bytes behind it never change.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(bytes);
    },
  );
};
