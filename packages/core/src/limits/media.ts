/**
 * Image limits (issue 10: "images whose header claims more pixels than a named limit are refused with
 * `dnd.invalidMediaFile`"), checked from the header before anything is decoded or stored.
 */

/** Most pixels an uploaded image may claim: 100 megapixels, above any camera or 8K frame (33 MP). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Longest side an image may claim, so a 1 x 100,000,000 strip is refused too. */
export const MAX_IMAGE_SIDE = 30_000;
