/**
 * Migration 003: the library — layouts (with their sections), templates (the Elements tab), uploaded
 * media, the folders each of them sits in, and layout tags. Library folders are the `folders` rows of
 * kind 'library' (migration 002), shared by the three tabs.
 */
export const sql = /* sql */ `
CREATE TABLE layouts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL,
  width integer NOT NULL CHECK (width >= 1),
  height integer NOT NULL CHECK (height >= 1),
  ratio text NOT NULL DEFAULT 'Free',
  draft boolean NOT NULL DEFAULT false,
  -- The layout's sections as core Section objects without playlists (saved whole with the layout).
  sections jsonb NOT NULL DEFAULT '[]'::jsonb,
  owner_id integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX layouts_customer_id_idx ON layouts (customer_id);
CREATE INDEX layouts_customer_id_size_idx ON layouts (customer_id, width, height);
CREATE INDEX layouts_owner_id_idx ON layouts (owner_id);

CREATE TABLE layout_folders (
  layout_id integer NOT NULL REFERENCES layouts (id) ON DELETE CASCADE,
  folder_id integer NOT NULL REFERENCES folders (id) ON DELETE CASCADE,
  PRIMARY KEY (layout_id, folder_id)
);
CREATE INDEX layout_folders_folder_id_idx ON layout_folders (folder_id);

CREATE TABLE layout_tags (
  layout_id integer NOT NULL REFERENCES layouts (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (layout_id, tag_id)
);
CREATE INDEX layout_tags_tag_id_idx ON layout_tags (tag_id);

-- Templates are the library's elements: a named set of layers with a preview image.
CREATE TABLE templates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'Template',
  width integer NOT NULL CHECK (width >= 1),
  height integer NOT NULL CHECK (height >= 1),
  ratio text NOT NULL DEFAULT 'Free',
  layers jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Path of the preview image under DATA_DIR/media, or null.
  preview_path text,
  playlist_item_id integer REFERENCES playlist_items (id) ON DELETE SET NULL,
  owner_id integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX templates_customer_id_type_idx ON templates (customer_id, type);
CREATE INDEX templates_playlist_item_id_idx ON templates (playlist_item_id);
CREATE INDEX templates_owner_id_idx ON templates (owner_id);

CREATE TABLE template_folders (
  template_id integer NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  folder_id integer NOT NULL REFERENCES folders (id) ON DELETE CASCADE,
  PRIMARY KEY (template_id, folder_id)
);
CREATE INDEX template_folders_folder_id_idx ON template_folders (folder_id);

-- One stored file. Copies share the file (path) but are rows of their own with their own uuid.
CREATE TABLE media (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('image', 'video')),
  mime text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  width integer,
  height integer,
  -- Path of the file under DATA_DIR/media.
  path text NOT NULL,
  source text NOT NULL DEFAULT 'upload' CHECK (source IN ('upload', 'url', 'unsplash', 'pixabay', 'seed')),
  owner_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_customer_id_idx ON media (customer_id);
CREATE INDEX media_owner_id_idx ON media (owner_id);

CREATE TABLE media_folders (
  media_id integer NOT NULL REFERENCES media (id) ON DELETE CASCADE,
  folder_id integer NOT NULL REFERENCES folders (id) ON DELETE CASCADE,
  PRIMARY KEY (media_id, folder_id)
);
CREATE INDEX media_folders_folder_id_idx ON media_folders (folder_id);
`;
