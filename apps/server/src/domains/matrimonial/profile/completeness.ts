import {
  type CompletenessField,
  PROFILE_EXTRA_FIELDS,
  PROFILE_MINIMUM_FIELDS,
  PROFILE_STEPS,
} from '@samaj/shared';

/**
 * How complete a profile is (docs/api.md "Matrimonial profiles, consent and safety": `completeness` 0–100 and `missing`), a pure
 * function of the profile and its pictures. The minimum a profile needs before it may go for approval
 * is REQUIRED_FIELDS (a picture that is not rejected, or the stated choice `no_picture`); the optional
 * fields raise the score. Field names are the API's (snake_case), in a stable order: required first.
 */

export const REQUIRED_FIELDS = PROFILE_MINIMUM_FIELDS;
export const OPTIONAL_FIELDS = PROFILE_EXTRA_FIELDS;
export type { CompletenessField };

/** The share of the score the minimum gives; the optional fields give the rest. */
const REQUIRED_SHARE = 60;

export interface CompletenessInput {
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  maritalStatus: string;
  city: string;
  education: string;
  occupation: string;
  heightCm: number | null;
  motherTongue: string;
  about: string;
  community: string | null;
  nativePlace: string;
  noPicture: boolean;
}

export interface Completeness {
  completeness: number;
  missing: CompletenessField[];
  /** The required fields still missing: empty when the profile may go for approval. */
  missingRequired: CompletenessField[];
}

const filled = (v: string | number | null | undefined) =>
  typeof v === 'number' ? true : typeof v === 'string' ? v.trim().length > 0 : false;

/** `livePictures`: the profile's pictures that are pending or approved (a rejected one does not count). */
export function completenessOf(p: CompletenessInput, livePictures: number): Completeness {
  const has: Record<CompletenessField, boolean> = {
    first_name: filled(p.firstName),
    last_name: filled(p.lastName),
    gender: filled(p.gender),
    date_of_birth: filled(p.dateOfBirth),
    marital_status: filled(p.maritalStatus),
    city: filled(p.city),
    picture: livePictures > 0 || p.noPicture,
    education: filled(p.education),
    occupation: filled(p.occupation),
    height_cm: filled(p.heightCm),
    mother_tongue: filled(p.motherTongue),
    about: filled(p.about),
    community: filled(p.community),
    native_place: filled(p.nativePlace),
  };
  const missingRequired = REQUIRED_FIELDS.filter((f) => !has[f]);
  const missingOptional = OPTIONAL_FIELDS.filter((f) => !has[f]);
  const score =
    ((REQUIRED_FIELDS.length - missingRequired.length) / REQUIRED_FIELDS.length) * REQUIRED_SHARE +
    ((OPTIONAL_FIELDS.length - missingOptional.length) / OPTIONAL_FIELDS.length) * (100 - REQUIRED_SHARE);
  return {
    completeness: Math.round(score),
    missing: [...missingRequired, ...missingOptional],
    missingRequired,
  };
}

/** Draft until sent for approval; then pending until approved or rejected. */
export function profileStatusOf(p: {
  submittedAt: Date | null;
  approvedOn: Date | null;
  rejectionReason: string | null;
}): 'draft' | 'pending' | 'approved' | 'rejected' {
  if (p.approvedOn) return 'approved';
  if (p.rejectionReason !== null) return 'rejected';
  return p.submittedAt ? 'pending' : 'draft';
}

/** What the owner's answers (profile and summary) carry of review, completeness, verification, consent. */
export function ownerStateOf(
  p: CompletenessInput & {
    submittedAt: Date | null;
    approvedOn: Date | null;
    rejectionReason: string | null;
    verifiedAt: Date | null;
    consentConfirmedAt: Date | null;
    stepsPassed: string[];
  },
  livePictures: number,
) {
  const { completeness, missing } = completenessOf(p, livePictures);
  return {
    status: profileStatusOf(p),
    completeness,
    missing,
    verified_at: p.verifiedAt?.toISOString() ?? null,
    consent_confirmed_at: p.consentConfirmedAt?.toISOString() ?? null,
    steps_passed: PROFILE_STEPS.filter((step) => p.stepsPassed.includes(step)),
  };
}
