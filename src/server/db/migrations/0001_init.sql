-- LoadMath initial schema: cloud copy of decisions, analytics events, roles.
-- Written for both PostgreSQL 15 (server) and PGlite (PostgreSQL 18).

CREATE TABLE loads (
  id            text PRIMARY KEY,
  user_id       text NOT NULL,
  origin        text NOT NULL,
  destination   text NOT NULL,
  miles         double precision NOT NULL,
  rate          double precision NOT NULL,
  fsc           double precision NOT NULL DEFAULT 0,
  tolls         double precision NOT NULL DEFAULT 0,
  fuel_cost     double precision NOT NULL DEFAULT 0,
  rpm           double precision NOT NULL DEFAULT 0,
  profit        double precision NOT NULL DEFAULT 0,
  quality       text,
  notes         text,
  outcome       text NOT NULL DEFAULT 'book' CHECK (outcome IN ('book', 'counter', 'pass')),
  fuel_type     text CHECK (fuel_type IN ('gas', 'diesel')),
  split_percent double precision,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loads_user_created_idx ON loads (user_id, created_at DESC);

CREATE TABLE events (
  id          bigserial PRIMARY KEY,
  event_name  text NOT NULL,
  payload     jsonb NOT NULL DEFAULT '{}'::jsonb,
  session_id  text NOT NULL,
  user_id     text,
  user_agent  text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_created_idx ON events (created_at);

CREATE TABLE user_roles (
  user_id    text NOT NULL,
  role       text NOT NULL CHECK (role IN ('admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);
