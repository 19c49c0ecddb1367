-- Accounts (better-auth tables under our own names, timestamptz everywhere), the
-- database-backed rate limiter, and owner-scoped load ids.
-- Written for both PostgreSQL 15 (server) and PGlite (PostgreSQL 18).

CREATE TABLE users (
  id             text PRIMARY KEY,
  name           text NOT NULL DEFAULT '',
  email          text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  image          text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_sessions (
  id          text PRIMARY KEY,
  token       text NOT NULL UNIQUE,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  ip_address  text,
  user_agent  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);
CREATE INDEX auth_sessions_expires_idx ON auth_sessions (expires_at);

-- Absolute session lifetime: however often an idle-timeout refresh pushes expires_at forward,
-- it never passes created_at + 30 days (README 'Accounts, sessions and security'). Enforced
-- here so every code path that writes a session obeys it.
CREATE FUNCTION auth_sessions_cap_lifetime() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.expires_at := LEAST(NEW.expires_at, NEW.created_at + interval '30 days');
  RETURN NEW;
END
$$;
CREATE TRIGGER auth_sessions_cap_lifetime
  BEFORE INSERT OR UPDATE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION auth_sessions_cap_lifetime();

CREATE TABLE auth_accounts (
  id                       text PRIMARY KEY,
  account_id               text NOT NULL,
  provider_id              text NOT NULL,
  user_id                  text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  access_token             text,
  refresh_token            text,
  id_token                 text,
  access_token_expires_at  timestamptz,
  refresh_token_expires_at timestamptz,
  scope                    text,
  password                 text,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_accounts_user_idx ON auth_accounts (user_id);

CREATE TABLE auth_verifications (
  id          text PRIMARY KEY,
  identifier  text NOT NULL,
  value       text NOT NULL,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_verifications_identifier_idx ON auth_verifications (identifier);

-- Fixed-window counters of src/server/rate-limit.ts. bucket = name:sha256(key):window start.
CREATE TABLE rate_limits (
  bucket      text PRIMARY KEY,
  hits        integer NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at);

-- Load ids are chosen by the browser, so they are unique per owner, not globally: another
-- user's id can never collide with (and so never read, overwrite or reveal) your row.
ALTER TABLE loads DROP CONSTRAINT loads_pkey;
ALTER TABLE loads ADD PRIMARY KEY (user_id, id);
ALTER TABLE loads ADD CONSTRAINT loads_user_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE loads ADD CONSTRAINT loads_text_lengths CHECK (
  char_length(id) <= 100 AND char_length(origin) <= 200 AND char_length(destination) <= 200
  AND (notes IS NULL OR char_length(notes) <= 2000)
);

ALTER TABLE user_roles ADD CONSTRAINT user_roles_user_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
