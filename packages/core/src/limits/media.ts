/**
 * Image limits (issue 10: "images whose header claims more pixels than a named limit are refused with
 * `dnd.invalidMediaFile`"), checked from the header before anything is decoded or stored.
 */

/** Most pixels an uploaded image may claim: 100 megapixels, above any camera or 8K frame (33 MP). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Longest side an image may claim, so a 1 x 100,000,000 strip is refused too. */
export const MAX_IMAGE_SIDE = 30_000;

/** Largest image stored, in bytes (not in the spec; ours). The text of `media.fileTooLarge` states it. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

/** Largest video stored, in bytes (not in the spec; ours). The text of `media.fileTooLarge` states it. */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;

/** Most files one upload request carries (not in the spec; ours, the contract's 1..20). The text of `media.tooManyFiles` states it. */
export const MEDIA_FILES_MAX = 20;
