-- Driver profiles synced with the account (docs/product-rules.md R-PAY-11), by the versioned
-- rows of docs/decisions/015-versioned-sync.md: keyed by (user_id, id), a version from this
-- table's sequence on every write, and a tombstone (deleted_at) for a delete. The columns are
-- PROFILE_FIELDS (src/domain/schemas.ts) in snake_case.
CREATE SEQUENCE driver_profiles_version_seq AS bigint;
CREATE TABLE driver_profiles (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id text NOT NULL CHECK (char_length(id) BETWEEN 1 AND 100),
  name text NOT NULL CHECK (char_length(name) <= 60),
  equipment text NOT NULL,
  use_split boolean NOT NULL,
  split_percent double precision NOT NULL,
  cost_profile jsonb NOT NULL,
  version bigint NOT NULL DEFAULT nextval('driver_profiles_version_seq'),
  deleted_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, id)
);
ALTER SEQUENCE driver_profiles_version_seq OWNED BY driver_profiles.version;
-- Pull reads one index range: the caller's rows changed after the cursor, in version order.
CREATE UNIQUE INDEX driver_profiles_user_version_idx ON driver_profiles (user_id, version);
