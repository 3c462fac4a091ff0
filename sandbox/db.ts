import Database from 'better-sqlite3';

export type Db = Database.Database;

// One schema for the file database and the in-memory one the tests use. Times are stored as
// epoch milliseconds and formatted at the edge, so the injectable clock is the only source of time.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  plan TEXT NOT NULL CHECK (plan IN ('free', 'pro', 'enterprise')),
  aliases_locked INTEGER NOT NULL DEFAULT 0,
  link_limit INTEGER
);
CREATE TABLE IF NOT EXISTS api_keys (
  key TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  active INTEGER NOT NULL DEFAULT 1,
  expires_at INTEGER
);
CREATE TABLE IF NOT EXISTS rate_hits (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_hits_key_at ON rate_hits (key, at);
CREATE TABLE IF NOT EXISTS auth_failures (
  client TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_failures_client_at ON auth_failures (client, at);
CREATE TABLE IF NOT EXISTS auth_known (
  client TEXT NOT NULL,
  key TEXT NOT NULL,
  PRIMARY KEY (client, key)
);
CREATE TABLE IF NOT EXISTS domains (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  index_page TEXT,
  not_found_page TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS links (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  domain_id INTEGER REFERENCES domains(id) ON DELETE SET NULL,
  short_code TEXT NOT NULL UNIQUE,
  original_url TEXT NOT NULL,
  title TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS clicks (
  id INTEGER PRIMARY KEY,
  link_id INTEGER NOT NULL REFERENCES links(id) ON DELETE CASCADE,
  clicked_at INTEGER NOT NULL,
  visitor TEXT NOT NULL,
  device_type TEXT NOT NULL,
  browser TEXT NOT NULL,
  os TEXT NOT NULL,
  country_code TEXT,
  referrer TEXT
);
CREATE INDEX IF NOT EXISTS clicks_link ON clicks (link_id, clicked_at);
CREATE TABLE IF NOT EXISTS qrcodes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  link_id INTEGER REFERENCES links(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  content TEXT NOT NULL,
  type TEXT NOT NULL,
  foreground_color TEXT NOT NULL,
  background_color TEXT NOT NULL,
  margin INTEGER NOT NULL,
  size INTEGER NOT NULL,
  error_correction TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

export function openDb(file = ':memory:'): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  return db;
}

/** Drops every row, for `--reset`: the schema stays, the data and rate-limit windows go. */
export function clearDb(db: Db): void {
  db.exec(
    'DELETE FROM rate_hits; DELETE FROM auth_failures; DELETE FROM auth_known; DELETE FROM qrcodes; DELETE FROM clicks; DELETE FROM links; DELETE FROM domains; DELETE FROM api_keys; DELETE FROM accounts;',
  );
}

/** ISO 8601 UTC with microseconds, the reference's timestamp form. */
export function isoMicros(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '000Z');
}
