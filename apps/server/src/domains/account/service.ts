/** The account domain's public face: the member's own data (export) and the account's deletion. */
export { deleteAccount } from './delete-account.ts';
export { exportAccount } from './export.ts';
