/** The places domain's public face: whether a profile's place is one of the list. */
export { placeExists } from './places.ts';
