import type { Db } from '../db/client';

/** A `users` row as the server reads it. */
export interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  name: string;
  last_name: string | null;
  middle_name: string | null;
  phone: string | null;
  about: string | null;
  avatar: string | null;
  status: string;
  email_verified_at: Date | null;
  /** A new address waiting for its verification link to be opened; sign-in keeps using `email` meanwhile. */
  pending_email: string | null;
  customer_id: number | null;
  reseller_id: number | null;
  current_customer_id: number | null;
}

const USER_COLUMNS = `id, email, password_hash, name, last_name, middle_name, phone, about, avatar, status,
  email_verified_at, pending_email, customer_id, reseller_id, current_customer_id`;

/** The user columns qualified by a table alias, for joins that read a user with something else. */
export function userColumns(alias: string): string {
  return USER_COLUMNS.split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');
}

/** E-mail addresses are stored and compared lower-cased and trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Loads a user by id. */
export function findUserById(db: Db, id: number): Promise<UserRow | null> {
  return db.maybe<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
}

/** Loads a user by e-mail (case-insensitive). */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  return db.maybe<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [normaliseEmail(email)]);
}

/** The user's roles, ordered by id. */
export function findRoles(db: Db, userId: number): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>(
    'SELECT r.id, r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.id',
    [userId],
  );
}
