import type { DeclineReason, Interest } from '@samaj/shared';
import type { InterestRow, ProfileRow } from '../repository.ts';
import { cardsOf, type CardsRead } from '../profile/presenter.ts';

/** Interests as the API answers them; interest/read.ts reads what they show. */

/** Interests with both sides' profiles and what the caller's cards of them need. */
export interface InterestsRead {
  profiles: Map<string, ProfileRow>;
  cards: CardsRead;
}

/** Interests as the caller sees them (cards of both sides, with contacts once accepted). */
export function toInterests(read: InterestsRead): (row: InterestRow) => Interest {
  const card = cardsOf(read.cards);
  return (r) => ({
    id: r.id,
    from_profile: card(read.profiles.get(r.fromProfileId)!),
    to_profile: card(read.profiles.get(r.toProfileId)!),
    message: r.message,
    status: r.status as Interest['status'],
    decline_reason: (r.declineReason as DeclineReason | null) ?? null,
    created_at: r.createdAt.toISOString(),
    answered_at: r.answeredAt?.toISOString() ?? null,
  });
}
