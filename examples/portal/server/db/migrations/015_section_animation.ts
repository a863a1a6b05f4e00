/**
 * Migration 015: a section's entrance animation (issue 15: "the choice is saved with the scene and played by
 * preview and player"). Null means none; the API accepts only the ids core's `SECTION_ANIMATION_TYPES` lists.
 * The column is on `sections`, whose row-level security (004) already covers it.
 */
export const sql = /* sql */ `
ALTER TABLE sections ADD COLUMN animation text;
`;
