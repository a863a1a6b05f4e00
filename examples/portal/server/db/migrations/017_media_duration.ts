/**
 * Migration 017: a video's length (issue 24: uploaded videos were stored without their width, height and duration).
 * Seconds, measured on upload with the width and height (media/video.ts); null for images and for a video the server
 * could not measure (as `width`/`height` are then). Rows stored before keep null: the portal reads such a video's
 * length in the browser, as it did.
 */
export const sql = /* sql */ `
ALTER TABLE media ADD COLUMN duration double precision CHECK (duration IS NULL OR duration > 0);
`;
