import { eventsQuery, messageAnswer } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../plugins/auth.ts';
import { fileAnswer } from '../../plugins/ops-openapi.ts';
import { openLiveStream } from './stream.ts';

/**
 * GET /api/events (members only, app.ts): the signed-in account's live stream, Server-Sent Events
 * (docs/api.md "Conversations", decision 056). When the server closes, every stream ends at once, so
 * none holds up the drain (plugins/ops-drain.ts); the clients resume with their last id elsewhere.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preClose', async () => app.deps.live.close());
  app.get(
    '',
    {
      // Compressing would hold events back in the compressor's buffer.
      compress: false,
      schema: {
        tags: ['events'],
        summary:
          'The account’s live events (text/event-stream): message, read, conversation, notification; resumes after Last-Event-ID or last_event_id',
        security: [{ bearer: [] }],
        querystring: eventsQuery,
        response: {
          200: fileAnswer('text/event-stream', 'Server-Sent Events, until the client or the server closes'),
          401: messageAnswer,
          422: messageAnswer,
        },
      },
    },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const stream = await openLiveStream(ctxOf(request), {
        lastEventId: (Array.isArray(header) ? header[0] : header) ?? request.query.last_event_id,
      });
      // The client went away (maybe while the stream was being opened): its stream ends here, and its
      // row in event_streams goes.
      if (reply.raw.destroyed) stream.end();
      reply.raw.on('close', () => stream.end());
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .header('x-accel-buffering', 'no')
          // The connection ends with the stream: a kept-alive socket left idle after it would hold the
          // server's close (and the test's) until the keep-alive timeout, and a client reconnects anyway.
          .header('connection', 'close')
          // The answer is the text stream itself (Fastify pipes it; the schema only documents it).
          .send(stream.out as unknown as string)
      );
    },
  );
};
