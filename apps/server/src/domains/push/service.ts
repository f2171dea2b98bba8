/**
 * The push domain's public face: the sender's message, and the push to a topic. A push to one user's
 * device is the devices domain's (it reads the device token the account keeps).
 */
export { type PushMessage } from './sender.ts';
export { pushToTopic } from './topic.ts';
