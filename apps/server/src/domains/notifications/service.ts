/**
 * The notifications domain's public face: `notify()`, through which every event that tells a member
 * goes, and what the other domains read or mark of the inbox (inbox.ts).
 */
export * from './inbox.ts';
