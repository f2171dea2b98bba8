import {
  closeConversationBody,
  conversation,
  conversationMessage,
  conversationUnread,
  conversationsQuery,
  cursorPage,
  messageAnswer,
  messagesPage,
  messagesQuery,
  muteBody,
  readBody,
  reportMessageBody,
  sendMessageBody,
  shareContactBody,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../plugins/auth.ts';
import { listAnswer, pageOf } from '../../../plugins/route-kit.ts';
import { msg } from '../../../i18n/translate.ts';
import { answerWith } from '../../../i18n/said.ts';
import * as service from '../service.ts';
import { errors, idParams, security, tags } from '../route-kit.ts';

/** Conversations between families (docs/api.md "Conversations"), under /api/matrimonial. */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations',
    {
      schema: {
        tags,
        security,
        summary: "The account's conversations, latest first; profile_id: that profile's only",
        querystring: conversationsQuery,
        response: { 200: cursorPage(conversation), ...errors },
      },
    },
    async (request) =>
      listAnswer(
        request,
        await service.listConversations(ctxOf(request), {
          ...pageOf(request.query),
          profileId: request.query.profile_id,
        }),
      ),
  );

  app.get(
    '/conversations/unread',
    {
      schema: {
        tags,
        security,
        summary:
          "The account's unread messages (the other side's, after its last read) in all and per profile of its side",
        response: { 200: conversationUnread, ...errors },
      },
    },
    async (request) => service.unreadMessages(ctxOf(request)),
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One conversation of the account (404 when the caller is not a member)',
        params: idParams,
        response: { 200: conversation, ...errors },
      },
    },
    async (request) => service.getConversation(ctxOf(request), request.params),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'A page of messages, oldest first: the latest, before a message or after one',
        params: idParams,
        querystring: messagesQuery,
        response: { 200: messagesPage, ...errors },
      },
    },
    async (request) =>
      service.listMessages(ctxOf(request), {
        id: request.params.id,
        before: request.query.before,
        after: request.query.after,
        perPage: request.query.per_page ?? 50,
      }),
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        summary:
          "Send a message for one of the caller's profiles in it (201); the same client_id again answers the first (200); 409 conversation_closed; 429 past MESSAGES_PER_MINUTE or MESSAGES_PER_DAY",
        params: idParams,
        body: sendMessageBody,
        response: { 200: conversationMessage, 201: conversationMessage, ...errors, 429: messageAnswer },
      },
    },
    async (request, reply) => {
      const { message, created } = await service.sendMessage(ctxOf(request), {
        id: request.params.id,
        clientId: request.body.client_id,
        profileId: request.body.profile_id,
        body: request.body.body,
      });
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'The caller read the conversation up to a message',
        params: idParams,
        body: readBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.markRead(ctxOf(request), { id: request.params.id, upTo: request.body.up_to });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/conversations/:id/mute',
    {
      schema: {
        tags,
        security,
        summary: 'Mute or unmute the conversation for the caller (no pushes while muted)',
        params: idParams,
        body: muteBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.muteConversation(ctxOf(request), { id: request.params.id, muted: request.body.muted });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/conversations/:id/close',
    {
      schema: {
        tags,
        security,
        summary: '"We will not go further": closes it for both families, with a decline\'s reason',
        params: idParams,
        body: closeConversationBody,
        response: { 200: conversation, ...errors },
      },
    },
    async (request) =>
      service.closeConversation(ctxOf(request), { id: request.params.id, reason: request.body.reason }),
  );

  app.post(
    '/conversations/:id/share-contact',
    {
      schema: {
        tags,
        security,
        summary: "Share our number: the caller's side shows its contact to the other family",
        params: idParams,
        body: shareContactBody,
        response: { 200: conversation, ...errors },
      },
    },
    async (request) =>
      service.shareContact(ctxOf(request), { id: request.params.id, profileId: request.body.profile_id }),
  );

  app.delete(
    '/messages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove one of the caller\'s own messages ("message removed" stays)',
        params: idParams,
        response: { 200: conversationMessage, ...errors },
      },
    },
    async (request) => service.deleteMessage(ctxOf(request), request.params),
  );

  app.post(
    '/messages/:id/report',
    {
      schema: {
        tags,
        security,
        summary: 'Report a message of the other family to the office',
        params: idParams,
        body: reportMessageBody,
        response: { 201: messageAnswer, ...errors },
      },
    },
    async (request, reply) => {
      await service.reportMessage(ctxOf(request), {
        id: request.params.id,
        reason: request.body.reason,
        note: request.body.note,
      });
      return reply.status(201).send(answerWith(msg('reportSent')));
    },
  );
};
