import {
  cursorPage,
  cursorQuery,
  interest,
  messageAnswer,
  replyInterestBody,
  sendInterestBody,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../plugins/auth.ts';
import { listAnswer, pageOf } from '../../../plugins/route-kit.ts';
import * as service from '../service.ts';

import { errors, idParams, interestParams, security, tags } from '../route-kit.ts';

/** Interests: send, reply, withdraw, and the two lists. */
export const interestsRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- interests
  app.post(
    `/send-interest/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Send an interest from the active profile',
        params: idParams,
        body: sendInterestBody,
        // 429: INTERESTS_PER_WEEK, or this profile's withdrawn interest sent again within 7 days.
        response: { 201: interest, ...errors, 429: messageAnswer },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await service.sendInterest(ctxOf(request), {
          profileId: request.params.id,
          message: request.body?.message,
        }),
      ),
  );

  app.post(
    `/reply-interest/:interestId`,
    {
      schema: {
        tags,
        security,
        summary: 'Accept or decline an interest received',
        params: interestParams,
        body: replyInterestBody,
        response: { 200: interest, ...errors },
      },
    },
    async (request) =>
      service.replyInterest(ctxOf(request), {
        id: request.params.interestId,
        reply: request.body.reply,
        reason: request.body.reason,
      }),
  );

  app.post(
    `/withdraw-interest/:interestId`,
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw a pending interest sent',
        params: interestParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.withdrawInterest(ctxOf(request), { id: request.params.interestId });
      return reply.status(204).send(null);
    },
  );

  for (const [path, direction] of [
    ['interested-in-me', 'received'],
    ['interests-sent-by-me', 'sent'],
  ] as const) {
    app.get(
      `/profiles/${path}`,
      {
        schema: {
          tags,
          security,
          summary:
            direction === 'received'
              ? 'Interests received by the active profile'
              : 'Interests sent by the active profile',
          querystring: cursorQuery,
          response: { 200: cursorPage(interest), ...errors },
        },
      },
      async (request) =>
        listAnswer(
          request,
          await service.listInterests(ctxOf(request), { ...pageOf(request.query), direction }),
        ),
    );
  }
};
