/** The halls domain's public face: the halls with their current prices (list.ts). */
export { getHallsByIds, listHalls } from './list.ts';
