/**
 * The matrimonial queries, one file a table or concern under repository/; the use cases import this
 * file as `repo`.
 */
export * from './repository/blocks.ts';
export * from './repository/contact-sharing.ts';
export * from './repository/conversations.ts';
export * from './repository/message-reports.ts';
export * from './repository/interests.ts';
export * from './repository/picture-review.ts';
export * from './repository/pictures.ts';
export * from './repository/profiles.ts';
export * from './repository/reports.ts';
export * from './repository/revisions.ts';
export * from './repository/rows.ts';
export * from './repository/search.ts';
export * from './repository/shortlists.ts';
export * from './repository/consent-and-verification.ts';
export * from './repository/views.ts';
