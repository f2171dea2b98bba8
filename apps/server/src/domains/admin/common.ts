/** Types the admin use cases share. */

/** Who is acting: the admin's user id (every change is recorded against it). */
export type Actor = string;
