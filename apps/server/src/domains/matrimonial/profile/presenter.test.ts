import { describe, expect, it } from 'vitest';
import type { PictureSigner } from '../picture/picture-urls.ts';
import type { CardPictureRow, CardRow, PictureRow, ProfileRow, RevisionRow } from '../repository.ts';
import { cardsOf, type CardsRead, toAdminProfiles, toProfile } from './presenter.ts';

/** The presenters only format what read.ts read: no database here. */

const VIEWER = '00000000-0000-4000-8000-0000000000aa';
const OTHER = '00000000-0000-4000-8000-0000000000bb';

const signer: PictureSigner = {
  urls: (id) => ({ large: `/large/${id}`, thumb: `/thumb/${id}` }),
};

function cardRow(id: string, over: Partial<CardRow> = {}): CardRow {
  return {
    id,
    userId: OTHER,
    firstName: 'Ayesha',
    lastName: 'Memon',
    firstNameLatin: 'Ayesha',
    lastNameLatin: 'Memon',
    gender: 'female',
    dateOfBirth: '2000-06-15',
    maritalStatus: 'never_married',
    hasJob: true,
    occupation: 'Teacher',
    education: 'BEd',
    heightCm: 160,
    city: 'Bhuj',
    placeId: null,
    state: 'Gujarat',
    country: 'India',
    motherTongue: 'Cutchi',
    relation: 'daughter',
    photoVisibility: 'members',
    preferMaritalStatus: 'any',
    preferWithJob: 'any',
    preferMinAge: 18,
    preferMaxAge: 40,
    community: 'cutchi_memon',
    nativePlace: 'Mandvi',
    verifiedAt: null,
    isPaused: false,
    ...over,
  };
}

const picture = (id: string, over: Partial<PictureRow> = {}): PictureRow => ({
  id,
  profileId: 'p',
  largeKey: `pictures/${id}-large.webp`,
  thumbKey: `pictures/${id}-thumb.webp`,
  isPrimary: true,
  status: 'approved',
  rejectionReason: null,
  reviewedAt: null,
  reviewedByUserId: null,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  ...over,
});

function read(over: Partial<CardsRead> = {}): CardsRead {
  return {
    viewerUserId: VIEWER,
    pictures: new Map(),
    contacts: new Map(),
    withheld: new Set(),
    shortlisted: new Set(),
    signer,
    today: '2026-12-07',
    ...over,
  };
}

describe('cardsOf', () => {
  const pic = (id: string): CardPictureRow => picture(`pic-${id}`);

  it('shows a contact only after an accepted interest, and not while the family withholds it', () => {
    const a = cardRow('a');
    const b = cardRow('b');
    const c = cardRow('c');
    const card = cardsOf(
      read({
        contacts: new Map([
          ['b', { mobile: '+919800000002', name: 'Salim Memon' }],
          ['c', { mobile: '+919800000003', name: 'Yusuf Memon' }],
        ]),
        withheld: new Set(['c']),
      }),
    );
    expect(card(a).contact).toBeNull();
    expect(card(b).contact).toEqual({
      mobile: '+919800000002',
      name: 'Salim Memon',
      name_latin: 'Salim Memon',
    });
    expect(card(c).contact).toBeNull();
  });

  it('never shows the viewer its own contact, and shows its own picture whatever the visibility', () => {
    const own = cardRow('own', { userId: VIEWER, photoVisibility: 'hidden' });
    const card = cardsOf(
      read({
        pictures: new Map([['own', pic('own')]]),
        contacts: new Map([['own', { mobile: '+919800000009', name: 'Own' }]]),
      }),
    );
    expect(card(own).contact).toBeNull();
    expect(card(own).primary_picture?.url).toBe('/large/pic-own');
  });

  it('applies photo privacy: hidden never, accepted only with an accepted interest, members always', () => {
    const hidden = cardRow('hidden', { photoVisibility: 'hidden' });
    const acceptedOnly = cardRow('acc', { photoVisibility: 'accepted' });
    const acceptedKnown = cardRow('acc2', { photoVisibility: 'accepted' });
    const members = cardRow('mem', { photoVisibility: 'members' });
    const card = cardsOf(
      read({
        pictures: new Map(['hidden', 'acc', 'acc2', 'mem'].map((id) => [id, pic(id)])),
        // An accepted interest with acc2 whose family has not shared its number yet: the picture shows,
        // the number does not.
        contacts: new Map([
          ['hidden', { mobile: '+919800000004', name: 'H' }],
          ['acc2', { mobile: '+919800000005', name: 'A' }],
        ]),
        withheld: new Set(['acc2']),
      }),
    );
    expect(card(hidden).primary_picture).toBeNull();
    expect(card(acceptedOnly).primary_picture).toBeNull();
    expect(card(acceptedKnown).primary_picture).toEqual(
      expect.objectContaining({ id: 'pic-acc2', url: '/large/pic-acc2', thumb_url: '/thumb/pic-acc2' }),
    );
    expect(card(acceptedKnown).contact).toBeNull();
    expect(card(members).primary_picture?.id).toBe('pic-mem');
  });

  it('says the age on the day read, never the date of birth, and which rows are shortlisted', () => {
    const card = cardsOf(read({ shortlisted: new Set(['s']), today: '2026-06-15' }));
    const shown = card(cardRow('s', { dateOfBirth: '2000-06-16' }));
    expect(shown.age).toBe(25);
    expect(shown).not.toHaveProperty('date_of_birth');
    expect(shown.shortlisted).toBe(true);
    expect(card(cardRow('t')).shortlisted).toBe(false);
  });
});

function profileRow(over: Partial<ProfileRow> = {}): ProfileRow {
  return {
    ...cardRow('prof', { userId: VIEWER }),
    about: 'About us',
    approvedOn: new Date('2026-11-02T00:00:00Z'),
    rejectionReason: null,
    isLastSelected: true,
    noPicture: false,
    shareContact: 'on_acceptance',
    stepsPassed: [],
    pauseReason: null,
    verifiedByUserId: null,
    verificationNote: null,
    consentMobile: null,
    consentConfirmedAt: null,
    consentRemindedAt: null,
    consentUserId: null,
    submittedAt: new Date('2026-11-01T00:00:00Z'),
    lastActiveAt: new Date('2026-11-01T00:00:00Z'),
    recommendationsSeenAt: null,
    recommendationsNotifiedAt: null,
    createdAt: new Date('2026-11-01T00:00:00Z'),
    updatedAt: new Date('2026-11-01T00:00:00Z'),
    ...over,
  };
}

describe('toProfile', () => {
  it('shows the owner the date of birth, the primary picture and the change waiting for the office', () => {
    const revision = {
      id: 'rev',
      profileId: 'prof',
      fields: { about: 'New words' },
      status: 'pending',
      submittedAt: new Date('2026-12-01T00:00:00Z'),
    } as unknown as RevisionRow;
    const answer = toProfile({
      row: profileRow(),
      picture: picture('pp', { status: 'pending' }),
      signer,
      today: '2026-12-07',
      livePictures: 1,
      revision,
    });
    expect(answer.date_of_birth).toBe('2000-06-15');
    expect(answer.age).toBe(26);
    expect(answer.primary_picture).toEqual(expect.objectContaining({ id: 'pp', status: 'pending' }));
    expect(answer.pending_revision?.fields).toEqual({ about: 'New words' });
  });
});

describe('toAdminProfiles', () => {
  it('gives the office every picture, the verifier by name, the account and the consent number masked', () => {
    const row = profileRow({
      verifiedAt: new Date('2026-11-05T00:00:00Z'),
      verifiedByUserId: 'admin-1',
      verificationNote: 'Met at the office',
    });
    const answer = toAdminProfiles({
      pictures: [
        picture('p1', { profileId: 'prof', isPrimary: true }),
        picture('p2', { profileId: 'prof', isPrimary: false, status: 'rejected' }),
        picture('p3', { profileId: 'elsewhere' }),
      ],
      signer,
      today: '2026-12-07',
      verifiers: new Map([['admin-1', 'Office Admin']]),
      revisions: new Map(),
      consentAsked: new Map([['prof', '+919812345678']]),
      holders: new Map([[VIEWER, { name: 'Salim Memon', mobile: '+919800000001' }]]),
    })(row);
    expect(answer.pictures.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(answer.primary_picture?.id).toBe('p1');
    expect(answer.verified_by).toEqual({ user_id: 'admin-1', name: 'Office Admin' });
    expect(answer.verification_note).toBe('Met at the office');
    expect(answer.account).toEqual({
      id: VIEWER,
      name: 'Salim Memon',
      mobile: '+919800000001',
      relation: 'daughter',
    });
    expect(answer.consent_state).toBe('asked');
    expect(answer.consent_mobile_masked).toBe('+91 98•••••678');
  });
});
