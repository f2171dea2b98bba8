import {
  cursorPage,
  cursorQuery,
  filterProfileQuery,
  matchCard,
  messageAnswer,
  viewCard,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compiledOkSerializer } from '../../../lib/compiled-serializer.ts';
import { ctxOf } from '../../../plugins/auth.ts';
import { listAnswer, pageOf } from '../../../plugins/route-kit.ts';
import * as service from '../service.ts';

import { errors, idParams, security, tags } from '../route-kit.ts';

/** The match search and the two view lists. */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- matching
  app.get(
    `/mm/filter-profile/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Matching profiles for the active profile; the filters given are saved as its preferences',
        params: idParams,
        querystring: filterProfileQuery,
        // 429: the day's allowance of cards (SEARCH_CARDS_PER_DAY, code search_cards_limit).
        response: { 200: cursorPage(matchCard), ...errors, 429: messageAnswer },
      },
      // The hottest read of the app: its answer is written by a compiled serializer (decision 015).
      serializerCompiler: compiledOkSerializer,
    },
    async (request) =>
      listAnswer(
        request,
        await service.filterProfiles(ctxOf(request), { ...request.query, id: request.params.id }),
      ),
  );

  // ---- views
  for (const direction of ['viewed-by-me', 'my-viewers'] as const) {
    app.get(
      `/profiles/${direction}`,
      {
        schema: {
          tags,
          security,
          summary:
            direction === 'viewed-by-me'
              ? 'Profiles the active profile viewed'
              : 'Who viewed the active profile',
          querystring: cursorQuery,
          response: { 200: cursorPage(viewCard), ...errors },
        },
      },
      async (request) =>
        listAnswer(request, await service.listViews(ctxOf(request), { ...pageOf(request.query), direction })),
    );
  }
};
