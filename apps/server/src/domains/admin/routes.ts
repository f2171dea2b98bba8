import multipart from '@fastify/multipart';
import {
  adminDashboard,
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
  messageAnswer,
  NEWS_LIMITS,
  publishRequest,
  setAdminRequest,
  setMemberTypeRequest,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import { actorOf, adminDoc, adminErrors, idParams, pageOf } from '../../plugins/route-kit.ts';
import * as admin from './service.ts';

const id = idParams;
const errors = adminErrors;
const doc = adminDoc;
const actor = actorOf;
const page = pageOf;

/**
 * The admin area's own routes (dashboard, audit, news, jobs, halls, users, push), mounted by app.ts
 * in the one /api/admin scope that requires an admin; the domains add theirs there too
 * (`domains/<d>/admin-routes.ts`).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The multipart parser for the image upload, unless the app already has one.
  if (!app.hasRequestDecorator('file')) await app.register(multipart);

  app.get(
    '/dashboard',
    { schema: { ...doc('Counts for the admin dashboard'), response: { 200: adminDashboard, ...errors } } },
    async () => admin.dashboard(app.deps),
  );

  app.get(
    '/audit',
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
    '/news',
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
    '/news',
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
    '/news/:id',
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
    '/news/:id',
    { schema: { ...doc('Deletes a news item'), params: id, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await admin.deleteNews(app.deps, actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/news/:id/publish',
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
    '/news/:id/unpublish',
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
    '/news/:id/image',
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
    '/jobs',
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
    '/jobs',
    {
      schema: { ...doc('A new job (a draft)'), body: adminJobCreate, response: { 201: adminJob, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await admin.createJob(app.deps, actor(request), request.body)),
  );
  app.put(
    '/jobs/:id',
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
    '/jobs/:id',
    { schema: { ...doc('Deletes a job'), params: id, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await admin.deleteJob(app.deps, actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/jobs/:id/publish',
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
    '/jobs/:id/unpublish',
    { schema: { ...doc('Takes a job back to draft'), params: id, response: { 200: adminJob, ...errors } } },
    async (request) => admin.unpublishJob(app.deps, actor(request), request.params.id),
  );

  // ---- users ----

  app.get(
    '/users',
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
    '/users/:id/admin',
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
    '/users/:id/member-type',
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
    '/push',
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
