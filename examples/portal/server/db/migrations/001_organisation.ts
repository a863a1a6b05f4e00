/** Migration 001: settings, the organisation model (resellers, customers, workgroups, users, roles, permissions) and auth tables. */
export const sql = /* sql */ `
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE resellers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  email text,
  phone text,
  billing_details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE customers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  type text NOT NULL CHECK (type IN ('Direct', 'Delegated')),
  reseller_id integer REFERENCES resellers (id) ON DELETE CASCADE,
  description text,
  address text,
  screen_licenses integer NOT NULL DEFAULT 0 CHECK (screen_licenses >= 0),
  max_screens integer NOT NULL DEFAULT 0 CHECK (max_screens >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT customers_delegated_has_reseller CHECK (type <> 'Delegated' OR reseller_id IS NOT NULL)
);
CREATE INDEX customers_reseller_id_idx ON customers (reseller_id);

CREATE TABLE workgroups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  title text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workgroups_customer_id_idx ON workgroups (customer_id);

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text,
  name text NOT NULL,
  last_name text,
  middle_name text,
  phone text,
  about text,
  avatar text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  email_verified_at timestamptz,
  customer_id integer REFERENCES customers (id) ON DELETE CASCADE,
  reseller_id integer REFERENCES resellers (id) ON DELETE CASCADE,
  current_customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_customer_id_idx ON users (customer_id);
CREATE INDEX users_reseller_id_idx ON users (reseller_id);
CREATE INDEX users_current_customer_id_idx ON users (current_customer_id);

CREATE TABLE roles (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);
INSERT INTO roles (id, name) VALUES
  (1, 'super-admin'), (2, 'reseller-admin'), (3, 'customer-admin'), (4, 'workgroup-user');

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);
CREATE INDEX user_roles_role_id_idx ON user_roles (role_id);

CREATE TABLE workgroup_users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workgroup_id integer NOT NULL REFERENCES workgroups (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  UNIQUE (workgroup_id, user_id)
);
CREATE INDEX workgroup_users_user_id_idx ON workgroup_users (user_id);

CREATE TABLE group_permissions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workgroup_id integer NOT NULL REFERENCES workgroups (id) ON DELETE CASCADE,
  permission_type text NOT NULL,
  level text NOT NULL CHECK (level IN ('full', 'hidden', 'readonly')),
  UNIQUE (workgroup_id, permission_type)
);

CREATE TABLE access_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('access', 'ws')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX access_tokens_user_id_idx ON access_tokens (user_id);

CREATE TABLE password_resets (
  email text PRIMARY KEY,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL
);
`;
