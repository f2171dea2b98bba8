/** The devices domain's public face: the push to a user's registered device (notifications send it). */
export { pushToUser } from './push-to-user.ts';
