/**
 * Migration 016: a layout's thumbnail (issue 15: "scenes, layouts and templates get a preview image generated when
 * saved"). Like `scenes.thumbnail` (002) it holds the image's URL under `/media/` (null: none yet); the portal
 * renders the layout's sections and uploads the picture with `PUT layouts/{id}/thumbnail`. The column is on
 * `layouts`, whose row-level security (004) already covers it.
 */
export const sql = /* sql */ `
ALTER TABLE layouts ADD COLUMN thumbnail text;
`;
