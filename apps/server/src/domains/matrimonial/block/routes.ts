import { blockedCard, cursorPage, cursorQuery, messageAnswer, reportProfileBody } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../plugins/auth.ts';
import { listAnswer, pageOf } from '../../../plugins/route-kit.ts';
import * as service from '../service.ts';

import { errors, profileIdParams, security, tags } from '../route-kit.ts';
import { msg } from '../../../i18n/translate.ts';
import { answerWith } from '../../../i18n/said.ts';

/** Blocks and reports. */
export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- block and report (docs/api-extensions.md)
  app.post(
    `/block/:profileId`,
    {
      schema: {
        tags,
        security,
        summary: 'Block a profile (both ways)',
        params: profileIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.blockProfile(ctxOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    `/block/:profileId`,
    {
      schema: {
        tags,
        security,
        summary: 'Unblock a profile',
        params: profileIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.unblockProfile(ctxOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `/blocked`,
    {
      schema: {
        tags,
        security,
        summary: "The profiles the caller's user blocked, newest block first",
        querystring: cursorQuery,
        response: { 200: cursorPage(blockedCard), ...errors },
      },
    },
    async (request) => listAnswer(request, await service.listBlocks(ctxOf(request), pageOf(request.query))),
  );

  app.post(
    `/report/:profileId`,
    {
      schema: {
        tags,
        security,
        summary: 'Report a fake or unsuitable profile to the admins',
        params: profileIdParams,
        body: reportProfileBody,
        response: { 201: messageAnswer, ...errors },
      },
    },
    async (request, reply) => {
      await service.reportProfile(ctxOf(request), {
        profileId: request.params.profileId,
        reason: request.body.reason,
      });
      return reply.status(201).send(answerWith(msg('reportSent')));
    },
  );
};
