/**
 * The longest search a box takes (its `maxLength`) and a link keeps: the header search, the
 * tabs' searches, the command palette and the blog's search. Longer text in a link is cut to
 * this, not dropped. A module of its own, so the blog's search needs none of the URL state's zod.
 */
export const SEARCH_MAX_LENGTH = 200;
