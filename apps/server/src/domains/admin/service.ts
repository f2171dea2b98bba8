/**
 * The admin area's public face: its own use cases, one file an area (decision 022), re-exported
 * here for its routes and for the domains' admin routes (`recorded`).
 */
export { adminCtxOf, recorded } from './audit.ts';
export { dashboard, listAuditLog } from './dashboard.ts';
export { pushToNewsTopic } from './push.ts';
