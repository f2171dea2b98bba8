import type { CardInterestStatus } from '@samaj/shared';
import type { SearchRow } from './search-types.ts';
import type { CardJson } from './rows.ts';
import { cardColumns, cardRowAt } from './rows.ts';

/** How the match search's statement writes a match, and how the server reads it back (search.ts). */

/** A match as the search statement writes it: the card columns, the primary picture's, the flags. */
type MatchJson = CardJson & {
  pictureId: string | null;
  pictureIsPrimary: boolean | null;
  pictureCreatedAt: string | null;
  acceptedInterest: boolean;
  contactMobile: string | null;
  contactName: string | null;
  interestStatus: CardInterestStatus;
  shortlisted: boolean;
  sortKey: string;
};
/**
 * The statement writes each match as a JSON array of these columns, in this order (decision 035):
 * half the bytes of an object with its keys, which took PostgreSQL longer to write and the server
 * twice as long to parse. `searchRowAt` reads a match back by these names.
 */
export const MATCH_FIELDS = [
  ...(Object.keys(cardColumns) as (keyof typeof cardColumns)[]),
  'pictureId',
  'pictureIsPrimary',
  'pictureCreatedAt',
  'acceptedInterest',
  'contactMobile',
  'contactName',
  'interestStatus',
  'shortlisted',
  'sortKey',
] as const satisfies readonly (keyof MatchJson)[];
/** Compiles only while every column of MatchJson is in MATCH_FIELDS. */
type Unwritten = Exclude<keyof MatchJson, (typeof MATCH_FIELDS)[number]>;
export const everyMatchColumnWritten: [Unwritten] extends [never] ? true : Unwritten = true;
/** Each column's index in a match's array. */
const AT = Object.fromEntries(MATCH_FIELDS.map((key, i) => [key, i])) as Record<keyof MatchJson, number>;

/** A match of the statement's page (an array of MATCH_FIELDS) as the search's row. */
export function searchRowAt(m: unknown[]): SearchRow {
  const pictureId = m[AT.pictureId] as MatchJson['pictureId'];
  return {
    profile: cardRowAt(m),
    primaryPicture:
      pictureId === null
        ? null
        : {
            id: pictureId,
            isPrimary: m[AT.pictureIsPrimary] === true,
            // The statement brings approved pictures only.
            status: 'approved',
            rejectionReason: null,
            createdAt: new Date(m[AT.pictureCreatedAt] as string),
          },
    acceptedInterest: m[AT.acceptedInterest] as MatchJson['acceptedInterest'],
    contact:
      m[AT.contactMobile] === null
        ? null
        : { mobile: m[AT.contactMobile] as string, name: m[AT.contactName] as string },
    interestStatus: m[AT.interestStatus] as MatchJson['interestStatus'],
    shortlisted: m[AT.shortlisted] as MatchJson['shortlisted'],
    sortKey: m[AT.sortKey] as MatchJson['sortKey'],
  };
}
