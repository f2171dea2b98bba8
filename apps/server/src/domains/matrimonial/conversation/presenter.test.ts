import { describe, expect, it } from 'vitest';
import type { CardsRead } from '../profile/presenter.ts';
import type { ConversationRow, MemberWithName, MessageWithAuthor, ProfileRow } from '../repository.ts';
import { type ConversationsRead, toConversations } from './presenter.ts';

/** The conversation presenter only formats what read.ts read: no database here. */

const ME = '00000000-0000-4000-8000-00000000000a';
const THEM = '00000000-0000-4000-8000-00000000000b';
const MY_PROFILE = '00000000-0000-4000-8000-0000000000a1';
const THEIR_PROFILE = '00000000-0000-4000-8000-0000000000b1';
const at = (s: string) => new Date(`2026-12-0${s}Z`);

const profile = (id: string, userId: string, shareContact: string) =>
  ({
    id,
    userId,
    firstName: id === MY_PROFILE ? 'Imran' : 'Ayesha',
    lastName: 'Memon',
    firstNameLatin: '',
    lastNameLatin: '',
    gender: id === MY_PROFILE ? 'male' : 'female',
    dateOfBirth: '1998-01-01',
    maritalStatus: 'never_married',
    hasJob: true,
    occupation: '',
    education: '',
    heightCm: null,
    city: 'Bhuj',
    placeId: null,
    state: '',
    country: '',
    motherTongue: '',
    relation: 'self',
    photoVisibility: 'members',
    preferMaritalStatus: 'any',
    preferWithJob: 'any',
    preferMinAge: 18,
    preferMaxAge: 40,
    community: null,
    nativePlace: '',
    verifiedAt: null,
    isPaused: false,
    shareContact,
  }) as ProfileRow;

const conversation = (over: Partial<ConversationRow> = {}): ConversationRow => ({
  id: 'c1',
  interestId: 'i1',
  profileAId: MY_PROFILE,
  profileBId: THEIR_PROFILE,
  state: 'open',
  closedReason: null,
  closedByUserId: null,
  closedAt: null,
  aContactSharedAt: null,
  aContactSharedBy: null,
  bContactSharedAt: null,
  bContactSharedBy: null,
  lastActivityAt: at('3T10:00:00'),
  createdAt: at('1T10:00:00'),
  ...over,
});

const member = (userId: string, profileId: string, over: Partial<MemberWithName> = {}): MemberWithName => ({
  conversationId: 'c1',
  userId,
  profileId,
  role: 'holder',
  muted: false,
  lastReadSeq: 0,
  readAt: null,
  joinedAt: at('1T10:00:00'),
  name: userId === ME ? 'Imran Memon' : 'Salim Memon',
  ...over,
});

const cards: CardsRead = {
  viewerUserId: ME,
  pictures: new Map(),
  contacts: new Map([[THEIR_PROFILE, { mobile: '+919800000002', name: 'Salim Memon' }]]),
  withheld: new Set(),
  shortlisted: new Set(),
  signer: { urls: (id) => ({ large: `/l/${id}`, thumb: `/t/${id}` }) },
  today: '2026-12-07',
};

function read(over: Partial<ConversationsRead> = {}): ConversationsRead {
  return {
    userId: ME,
    members: [member(ME, MY_PROFILE, { muted: true }), member(THEM, THEIR_PROFILE)],
    last: new Map(),
    unread: new Map(),
    profiles: new Map([
      [MY_PROFILE, profile(MY_PROFILE, ME, 'on_acceptance')],
      [THEIR_PROFILE, profile(THEIR_PROFILE, THEM, 'by_choice')],
    ]),
    cards,
    ...over,
  };
}

describe('toConversations', () => {
  it("shows the caller's mute and unread count, both sides' cards and who shared the number", () => {
    const answer = toConversations(read({ unread: new Map([['c1', 3]]) }))(conversation());
    expect(answer.muted).toBe(true);
    expect(answer.unread).toBe(3);
    expect(answer.profiles.map((p) => p.id)).toEqual([MY_PROFILE, THEIR_PROFILE]);
    expect(answer.members.map((m) => [m.account_id, m.name])).toEqual([
      [ME, 'Imran Memon'],
      [THEM, 'Salim Memon'],
    ]);
    // on_acceptance shares from the start; by_choice only once the family pressed share.
    expect(answer.sharing).toEqual([
      { profile_id: MY_PROFILE, share_contact: 'on_acceptance', shared: true, shared_at: null },
      { profile_id: THEIR_PROFILE, share_contact: 'by_choice', shared: false, shared_at: null },
    ]);
    const shared = toConversations(read())(conversation({ bContactSharedAt: at('2T09:00:00') }));
    expect(shared.sharing[1]).toEqual({
      profile_id: THEIR_PROFILE,
      share_contact: 'by_choice',
      shared: true,
      shared_at: '2026-12-02T09:00:00.000Z',
    });
  });

  it('leaves out a side whose profile went, and shows a removed last message without its text', () => {
    const last: MessageWithAuthor = {
      id: 'm1',
      seq: 7,
      conversationId: 'c1',
      authorUserId: THEM,
      profileId: THEIR_PROFILE,
      authorRole: 'holder',
      clientId: '00000000-0000-4000-8000-00000000c11e',
      body: 'Salaam',
      sentAt: at('3T10:00:00'),
      removedAt: at('3T11:00:00'),
      authorName: 'Salim Memon',
    };
    const answer = toConversations(
      read({
        last: new Map([['c1', last]]),
        profiles: new Map([[MY_PROFILE, profile(MY_PROFILE, ME, 'on_acceptance')]]),
        members: [
          member(ME, MY_PROFILE, { lastReadSeq: 7, readAt: at('3T12:00:00') }),
          member(THEM, THEIR_PROFILE),
        ],
      }),
    )(conversation({ profileBId: null, state: 'closed', closedReason: 'account_deleted' }));
    expect(answer.profiles.map((p) => p.id)).toEqual([MY_PROFILE]);
    expect(answer.sharing.map((s) => s.profile_id)).toEqual([MY_PROFILE]);
    expect(answer.last_message).toEqual(
      expect.objectContaining({
        id: 'm1',
        body: '',
        removed: true,
        read_by_other_at: '2026-12-03T12:00:00.000Z',
      }),
    );
    expect(answer.state).toBe('closed');
    expect(answer.closed_reason).toBe('account_deleted');
  });
});
