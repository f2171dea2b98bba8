// No zod here: the web's interest lists import this number (decision 016).

/**
 * An interest counts towards the week's allowance (INTERESTS_PER_WEEK) for this many days from its
 * sending, withdrawn or not: a withdrawn interest can go to the same profile again only once they have
 * passed. The server's check (interests.ts) and the web's withdraw dialog both say this number.
 */
export const INTEREST_WINDOW_DAYS = 7;
