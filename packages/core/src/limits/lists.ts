/**
 * Upper bounds of the lists a request may carry (issue 10 "Limits"), sized from real use with a wide margin:
 * the drag benchmark's 1,000-section scene stays accepted, a 40,000-section flood is refused with 422.
 */

/** Sections of one scene or layout (real scenes hold a handful; the drag benchmark uses 1,000). */
export const MAX_SECTIONS_PER_SCENE = 2_000;

/** Playlist items of one section (a day of 10-second slides is 8,640; real playlists hold tens). */
export const MAX_PLAYLIST_ITEMS_PER_SECTION = 1_000;

/** Layers of one playlist item or template (the widgets showcase uses a dozen). */
export const MAX_LAYERS_PER_ITEM = 200;

/** Ids in one request (orders, bulk deletes and moves): a full page of selections and more. */
export const MAX_IDS_PER_REQUEST = 1_000;

/** Tags on one scene. */
export const MAX_TAGS_PER_SCENE = 100;
