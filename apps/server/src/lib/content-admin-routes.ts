import { cursorPage, cursorQuery, publishRequest } from '@samaj/shared';
import type { PageInput, Slice } from './pagination.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { adminCtxOf } from '../domains/admin/service.ts';
import {
  adminDoc as doc,
  adminErrors as errors,
  idParams as id,
  listAnswer,
  pageOf as page,
} from '../plugins/route-kit.ts';

type OfficeApp = Parameters<FastifyPluginAsyncZod>[0];

/** A content kind's office verbs (lib/content-admin.ts builds them) and the schemas its routes check. */
export interface ContentOffice<Answer extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType> {
  /** How the OpenAPI summaries name the kind: `{ one: 'a news item', many: 'News items' }`. */
  names: { one: string; many: string };
  answer: Answer;
  create: Create;
  update: Update;
  verbs: {
    list(ctx: Ctx, input: PageInput): Promise<Slice<z.input<Answer>>>;
    create(ctx: Ctx, input: z.output<Create>): Promise<z.input<Answer>>;
    update(ctx: Ctx, input: z.output<Update> & { id: string }): Promise<z.input<Answer>>;
    remove(ctx: Ctx, input: { id: string }): Promise<void>;
    publish(ctx: Ctx, input: { id: string; notify?: boolean }): Promise<z.input<Answer>>;
    unpublish(ctx: Ctx, input: { id: string }): Promise<z.input<Answer>>;
  };
}

/**
 * The office's routes of a content kind (news, jobs), on the plugin mounted at its prefix under
 * /api/admin: the list with drafts, create, change, delete, publish (a push with `notify`) and
 * unpublish. Each change runs with adminCtxOf(request), so it is audited (decision 048).
 */
export function contentOfficeRoutes<A extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  app: OfficeApp,
  kind: ContentOffice<A, C, U>,
): void {
  // The caller's types tie each verb to its schemas; the routes below only pass values between them,
  // so they see the kind with its schemas' types erased (the provider cannot resolve a generic schema).
  const erased = kind as unknown as ContentOffice<z.ZodType, z.ZodType, z.ZodType<Record<string, unknown>>>;
  const { one, many } = erased.names;
  const { verbs } = erased;
  app.get(
    '',
    {
      schema: {
        ...doc(`${many}, drafts included, newest first`),
        querystring: cursorQuery,
        response: { 200: cursorPage(erased.answer), ...errors },
      },
    },
    async (request) => listAnswer(request, await verbs.list(adminCtxOf(request), page(request.query))),
  );
  app.post(
    '',
    {
      schema: {
        ...doc(`A new ${one.replace(/^an? /, '')} (a draft)`),
        body: erased.create,
        response: { 201: erased.answer, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await verbs.create(adminCtxOf(request), request.body)),
  );
  app.put(
    '/:id',
    {
      schema: {
        ...doc(`Changes ${one} (the fields given)`),
        params: id,
        body: erased.update,
        response: { 200: erased.answer, ...errors },
      },
    },
    async (request) => verbs.update(adminCtxOf(request), { ...request.body, id: request.params.id }),
  );
  app.delete(
    '/:id',
    { schema: { ...doc(`Deletes ${one}`), params: id, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await verbs.remove(adminCtxOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/:id/publish',
    {
      schema: {
        ...doc(`Publishes ${one} now; notify pushes it to topic news`),
        params: id,
        body: publishRequest,
        response: { 200: erased.answer, ...errors },
      },
    },
    async (request) =>
      verbs.publish(adminCtxOf(request), { id: request.params.id, notify: request.body?.notify }),
  );
  app.post(
    '/:id/unpublish',
    {
      schema: {
        ...doc(`Takes ${one} back to draft`),
        params: id,
        response: { 200: erased.answer, ...errors },
      },
    },
    async (request) => verbs.unpublish(adminCtxOf(request), { id: request.params.id }),
  );
}
