/**
 * The events domain's public face (decision 056): what another domain calls to tell accounts of a
 * change on their live streams, and whether an account has a stream open (a message's push waits for
 * none); the scheduler's prune.
 */
export { hasOpenStream, publishEvent, pruneLiveEvents } from './publish.ts';
