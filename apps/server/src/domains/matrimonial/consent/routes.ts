import {
  consentAnswer,
  consentAnswerBody,
  consentRequest,
  consentSendBody,
  consentSentAnswer,
  consentVerifyBody,
  messageAnswer,
  profile,
} from '@samaj/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../../plugins/auth.ts';
import * as service from '../service.ts';
import { errors, idParams, security, tags } from '../route-kit.ts';

/** The candidate confirms consent to a relative's profile: the code by SMS, the requests to answer. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `/:id/consent/send`,
    {
      schema: {
        tags,
        security,
        summary:
          "Send a 6-digit code to the candidate's own mobile (a profile made by a relative); a resend waits 30 s",
        params: idParams,
        body: consentSendBody,
        response: { 202: consentSentAnswer, ...errors, 429: messageAnswer, 503: messageAnswer },
      },
    },
    async (request, reply) =>
      reply.status(202).send(
        await service.sendConsentCode(ctxOf(request), {
          id: request.params.id,
          mobile: request.body.mobile,
          ip: request.ip,
        }),
      ),
  );

  app.get(
    '/consent-requests',
    {
      schema: {
        tags,
        security,
        summary:
          "Profiles that families made with this account's (proven) number as the candidate's, waiting for its consent",
        response: { 200: z.array(consentRequest), ...errors },
      },
    },
    async (request) => service.listConsentRequests(ctxOf(request)),
  );

  app.post(
    '/consent-requests/:profileId',
    {
      schema: {
        tags,
        security,
        summary: "The candidate's answer from their own account: the profile's consent is then by account",
        params: z.object({ profileId: z.string() }),
        body: consentAnswerBody,
        response: { 200: consentAnswer, ...errors },
      },
    },
    async (request) =>
      service.answerConsentRequest(ctxOf(request), {
        profileId: request.params.profileId,
        confirm: request.body.confirm,
      }),
  );

  app.post(
    `/:id/consent/verify`,
    {
      schema: {
        tags,
        security,
        summary:
          "The candidate's code: the profile with consent_confirmed_at; a wrong code says the tries left",
        params: idParams,
        body: consentVerifyBody,
        response: { 200: profile, ...errors, 429: messageAnswer },
      },
    },
    async (request) =>
      service.verifyConsentCode(ctxOf(request), { id: request.params.id, code: request.body.code }),
  );
};
