/**
 * Migration 002: scene authoring — folders with their group permissions, scenes, sections (with draft
 * copies), playlist items, tags and the stored schedules the read endpoints answer with.
 */
export const sql = /* sql */ `
CREATE TABLE folders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('scenes', 'screens', 'library')),
  parent_id integer REFERENCES folders (id) ON DELETE CASCADE,
  name text NOT NULL,
  owner_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX folders_customer_id_kind_idx ON folders (customer_id, kind);
CREATE INDEX folders_parent_id_idx ON folders (parent_id);
CREATE INDEX folders_owner_id_idx ON folders (owner_id);

-- A NULL workgroup applies to every workgroup user of the tenant; a NULL type is the general permission.
CREATE TABLE folder_group_permissions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  folder_id integer NOT NULL REFERENCES folders (id) ON DELETE CASCADE,
  workgroup_id integer REFERENCES workgroups (id) ON DELETE CASCADE,
  permission_type text,
  level text NOT NULL CHECK (level IN ('full', 'hidden', 'readonly'))
);
CREATE INDEX folder_group_permissions_folder_id_idx ON folder_group_permissions (folder_id);
CREATE INDEX folder_group_permissions_workgroup_id_idx ON folder_group_permissions (workgroup_id);

CREATE TABLE scenes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL,
  width integer NOT NULL CHECK (width >= 1),
  height integer NOT NULL CHECK (height >= 1),
  ratio text NOT NULL DEFAULT 'Free',
  draft boolean NOT NULL DEFAULT false,
  thumbnail text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scenes_customer_id_idx ON scenes (customer_id);
CREATE INDEX scenes_updated_by_idx ON scenes (updated_by);

CREATE TABLE scene_folders (
  scene_id integer NOT NULL REFERENCES scenes (id) ON DELETE CASCADE,
  folder_id integer NOT NULL REFERENCES folders (id) ON DELETE CASCADE,
  PRIMARY KEY (scene_id, folder_id)
);
CREATE INDEX scene_folders_folder_id_idx ON scene_folders (folder_id);

CREATE TABLE sections (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scene_id integer NOT NULL REFERENCES scenes (id) ON DELETE CASCADE,
  parent_id integer REFERENCES sections (id) ON DELETE CASCADE,
  name text NOT NULL,
  "top" double precision NOT NULL,
  "left" double precision NOT NULL,
  width double precision NOT NULL CHECK (width > 0),
  height double precision NOT NULL CHECK (height > 0),
  hidden boolean NOT NULL DEFAULT false,
  draft boolean NOT NULL DEFAULT false,
  ratio text,
  background text NOT NULL DEFAULT 'rgba(255,255,255,0)',
  order_index integer NOT NULL DEFAULT 0,
  items_order jsonb NOT NULL DEFAULT '[]'::jsonb,
  mark_as_deleted boolean NOT NULL DEFAULT false,
  CONSTRAINT sections_parent_is_draft CHECK (parent_id IS NULL OR draft)
);
CREATE INDEX sections_scene_id_idx ON sections (scene_id);
CREATE INDEX sections_parent_id_idx ON sections (parent_id);

CREATE TABLE playlist_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  section_id integer NOT NULL REFERENCES sections (id) ON DELETE CASCADE,
  parent_id integer REFERENCES playlist_items (id) ON DELETE SET NULL,
  layers jsonb NOT NULL DEFAULT '[]'::jsonb,
  hidden boolean NOT NULL DEFAULT false,
  mark_as_deleted boolean NOT NULL DEFAULT false,
  duration double precision NOT NULL DEFAULT 0 CHECK (duration >= 0),
  styles jsonb NOT NULL DEFAULT '{}'::jsonb,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX playlist_items_section_id_idx ON playlist_items (section_id);
CREATE INDEX playlist_items_parent_id_idx ON playlist_items (parent_id);

CREATE TABLE tags (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL
);
CREATE UNIQUE INDEX tags_customer_id_name_key ON tags (customer_id, lower(name));

CREATE TABLE scene_tags (
  scene_id integer NOT NULL REFERENCES scenes (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (scene_id, tag_id)
);
CREATE INDEX scene_tags_tag_id_idx ON scene_tags (tag_id);

-- screen_id is a plain column until the screens table lands (accounts issue); it gets its FK then.
CREATE TABLE schedules (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scene_id integer NOT NULL REFERENCES scenes (id) ON DELETE CASCADE,
  screen_id integer,
  section_id integer REFERENCES sections (id) ON DELETE CASCADE,
  playlist_item_id integer REFERENCES playlist_items (id) ON DELETE CASCADE,
  name text NOT NULL,
  events jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX schedules_scene_id_screen_id_idx ON schedules (scene_id, screen_id);
CREATE INDEX schedules_screen_id_idx ON schedules (screen_id);
CREATE INDEX schedules_section_id_idx ON schedules (section_id);
CREATE INDEX schedules_playlist_item_id_idx ON schedules (playlist_item_id);
`;
