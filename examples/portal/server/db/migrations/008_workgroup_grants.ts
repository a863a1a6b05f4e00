/**
 * Migration 008: the workgroup grants issue 13 enforces (core's `WORKGROUP_PERMISSION_TYPES`). Before it, a
 * workgroup user could manage scene and screen folders (their own entries permitting), create and edit scenes and
 * schedule them, and see screens without managing them, with nothing granted. From now on what a workgroup does not
 * grant is Hidden, so every existing workgroup is given what its users could do, and nobody is locked out by the
 * upgrade: `ManageAFolder`, `createAndEditScenes` and `scheduleScenes` at full, `manageScreens` at readonly (full
 * where it was granted, which the conflict keeps).
 */
export const sql = /* sql */ `
INSERT INTO group_permissions (workgroup_id, permission_type, level)
SELECT w.id, grant_row.permission_type, grant_row.level
  FROM workgroups w
 CROSS JOIN (VALUES ('ManageAFolder', 'full'), ('createAndEditScenes', 'full'), ('scheduleScenes', 'full'),
                    ('manageScreens', 'readonly')) AS grant_row (permission_type, level)
ON CONFLICT (workgroup_id, permission_type) DO NOTHING;
`;
