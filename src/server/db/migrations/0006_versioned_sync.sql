-- Versioned sync (docs/decisions/015-versioned-sync.md). Every row gets a version from one
-- database sequence, assigned on each write, never from a device clock; a delete or 'Clear all'
-- leaves a tombstone (deleted_at, server time) so every device of the account converges on it.
-- Existing rows keep every field and get versions in the order they were last written.
CREATE SEQUENCE loads_version_seq AS bigint;
ALTER TABLE loads ADD COLUMN version bigint;
UPDATE loads SET version = v.n
  FROM (SELECT user_id, id, nextval('loads_version_seq') AS n
          FROM (SELECT user_id, id FROM loads ORDER BY updated_at, created_at, id) ordered) v
 WHERE loads.user_id = v.user_id AND loads.id = v.id;
ALTER TABLE loads ALTER COLUMN version SET DEFAULT nextval('loads_version_seq');
ALTER TABLE loads ALTER COLUMN version SET NOT NULL;
ALTER SEQUENCE loads_version_seq OWNED BY loads.version;
ALTER TABLE loads ADD COLUMN deleted_at timestamptz;
-- Pull reads one index range: the caller's rows changed after the cursor, in version order.
CREATE UNIQUE INDEX loads_user_version_idx ON loads (user_id, version);

-- Fields of the history entry that were not synced before (docs/product-rules.md R-DEAL-1,
-- R-DEAL-2, R-BROKER-1, R-BROKER-3, R-PAY-8). All nullable: absent on older rows.
ALTER TABLE loads ADD COLUMN deal_result text
  CHECK (deal_result IN ('ask', 'target', 'floor', 'agreed', 'declined', 'pending'));
ALTER TABLE loads ADD COLUMN offered_rate double precision;
ALTER TABLE loads ADD COLUMN broker text CHECK (char_length(broker) <= 120);
ALTER TABLE loads ADD COLUMN paid_on text CHECK (paid_on ~ '^\d{4}-\d{2}-\d{2}$');
ALTER TABLE loads ADD COLUMN profile_name text CHECK (char_length(profile_name) <= 60);

-- The admin's per-account figures count live loads only: a tombstone leaves the rollup like a
-- deleted row did (0004's trigger, now also on deleted_at).
CREATE OR REPLACE FUNCTION loads_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_live boolean := TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL;
  is_live boolean := TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL;
  owner text := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  IF is_live AND NOT was_live THEN
    INSERT INTO analytics_user_stats (user_id, total_loads, rpm_sum, last_load_date)
      VALUES (owner, 1, NEW.rpm, NEW.created_at)
    ON CONFLICT (user_id) DO UPDATE SET
      total_loads = analytics_user_stats.total_loads + 1,
      rpm_sum = analytics_user_stats.rpm_sum + EXCLUDED.rpm_sum,
      last_load_date = GREATEST(analytics_user_stats.last_load_date, EXCLUDED.last_load_date);
  ELSIF is_live AND was_live THEN
    UPDATE analytics_user_stats SET
      rpm_sum = rpm_sum + NEW.rpm - OLD.rpm,
      last_load_date = CASE WHEN NEW.created_at >= OLD.created_at
                            THEN GREATEST(last_load_date, NEW.created_at)
                            ELSE (SELECT max(created_at) FROM loads WHERE user_id = owner AND deleted_at IS NULL) END
     WHERE user_id = owner;
  ELSIF was_live THEN
    UPDATE analytics_user_stats SET
      total_loads = total_loads - 1,
      rpm_sum = rpm_sum - OLD.rpm,
      last_load_date = (SELECT max(created_at) FROM loads WHERE user_id = owner AND deleted_at IS NULL)
     WHERE user_id = owner;
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER loads_rollup ON loads;
CREATE TRIGGER loads_rollup
  AFTER INSERT OR UPDATE OF rpm, created_at, deleted_at OR DELETE ON loads
  FOR EACH ROW EXECUTE FUNCTION loads_rollup();
