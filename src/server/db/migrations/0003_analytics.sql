-- Admin analytics (docs/product-rules.md R-EVENT-3) and the indexes that keep them fast at
-- millions of events. Days are UTC calendar days. Written for PostgreSQL 15 and PGlite.

-- The daily and funnel reports read only recent events by time: an index-only scan over
-- (created_at) that also carries event_name and session_id.
DROP INDEX events_created_idx;
CREATE INDEX events_created_cover_idx ON events (created_at) INCLUDE (event_name, session_id);
-- User activity counts each signed-in user's sessions.
CREATE INDEX events_user_session_idx ON events (user_id, session_id) WHERE user_id IS NOT NULL;

-- Daily rows for the last 14 days, newest first: the first row is today, the second yesterday.
-- sessions = session_start events; unique_sessions = distinct session ids seen that day.
CREATE FUNCTION get_daily_analytics()
RETURNS TABLE (
  date date,
  unique_sessions bigint,
  sessions bigint,
  calculations bigint,
  decisions_logged bigint,
  ocr_uploads bigint,
  negotiations bigint
)
LANGUAGE sql STABLE AS $$
  WITH bounds AS (
    SELECT (now() AT TIME ZONE 'UTC')::date AS today
  ),
  days AS (
    SELECT (b.today - g)::date AS day FROM bounds b, generate_series(0, 13) AS g
  ),
  agg AS (
    SELECT (e.created_at AT TIME ZONE 'UTC')::date AS day,
           count(DISTINCT e.session_id) AS unique_sessions,
           count(*) FILTER (WHERE e.event_name = 'session_start') AS sessions,
           count(*) FILTER (WHERE e.event_name = 'calculation_submitted') AS calculations,
           count(*) FILTER (WHERE e.event_name = 'decision_logged') AS decisions_logged,
           count(*) FILTER (WHERE e.event_name = 'screenshot_uploaded') AS ocr_uploads,
           count(*) FILTER (WHERE e.event_name = 'negotiation_opened') AS negotiations
      FROM events e, bounds b
     WHERE e.created_at >= ((b.today - 13)::timestamp AT TIME ZONE 'UTC')
     GROUP BY 1
  )
  SELECT d.day,
         coalesce(a.unique_sessions, 0),
         coalesce(a.sessions, 0),
         coalesce(a.calculations, 0),
         coalesce(a.decisions_logged, 0),
         coalesce(a.ocr_uploads, 0),
         coalesce(a.negotiations, 0)
    FROM days d LEFT JOIN agg a ON a.day = d.day
   ORDER BY d.day DESC
$$;

-- Conversion funnel for the last 7 days, newest first: of the distinct sessions seen each day,
-- the percentage (0-100, one decimal) that calculated, logged a decision, or used OCR.
CREATE FUNCTION get_conversion_funnel()
RETURNS TABLE (
  session_date date,
  total_sessions bigint,
  calculation_rate numeric,
  decision_rate numeric,
  ocr_usage_rate numeric
)
LANGUAGE sql STABLE AS $$
  WITH bounds AS (
    SELECT (now() AT TIME ZONE 'UTC')::date AS today
  ),
  days AS (
    SELECT (b.today - g)::date AS day FROM bounds b, generate_series(0, 6) AS g
  ),
  per_session AS (
    SELECT (e.created_at AT TIME ZONE 'UTC')::date AS day,
           e.session_id,
           bool_or(e.event_name = 'calculation_submitted') AS calculated,
           bool_or(e.event_name = 'decision_logged') AS decided,
           bool_or(e.event_name = 'screenshot_uploaded') AS used_ocr
      FROM events e, bounds b
     WHERE e.created_at >= ((b.today - 6)::timestamp AT TIME ZONE 'UTC')
     GROUP BY 1, 2
  )
  SELECT d.day,
         count(s.session_id),
         coalesce(round(100.0 * count(*) FILTER (WHERE s.calculated) / nullif(count(s.session_id), 0), 1), 0),
         coalesce(round(100.0 * count(*) FILTER (WHERE s.decided) / nullif(count(s.session_id), 0), 1), 0),
         coalesce(round(100.0 * count(*) FILTER (WHERE s.used_ocr) / nullif(count(s.session_id), 0), 1), 0)
    FROM days d LEFT JOIN per_session s ON s.day = d.day
   GROUP BY d.day
   ORDER BY d.day DESC
$$;

-- One row per account: role ('admin' or 'user'), synced loads, distinct analytics sessions
-- while signed in, average net RPM of the loads (null without loads) and the newest load.
CREATE FUNCTION get_user_activity()
RETURNS TABLE (
  user_id text,
  email text,
  role text,
  total_loads bigint,
  total_sessions bigint,
  avg_rpm double precision,
  last_load_date timestamptz
)
LANGUAGE sql STABLE AS $$
  SELECT u.id,
         u.email,
         CASE WHEN r.user_id IS NOT NULL THEN 'admin' ELSE 'user' END,
         coalesce(l.total_loads, 0),
         coalesce(s.total_sessions, 0),
         l.avg_rpm,
         l.last_load_date
    FROM users u
    LEFT JOIN user_roles r ON r.user_id = u.id AND r.role = 'admin'
    LEFT JOIN (
      SELECT lo.user_id,
             count(*) AS total_loads,
             round(avg(lo.rpm)::numeric, 2)::double precision AS avg_rpm,
             max(lo.created_at) AS last_load_date
        FROM loads lo
       GROUP BY lo.user_id
    ) l ON l.user_id = u.id
    LEFT JOIN (
      SELECT ev.user_id, count(DISTINCT ev.session_id) AS total_sessions
        FROM events ev
       WHERE ev.user_id IS NOT NULL
       GROUP BY ev.user_id
    ) s ON s.user_id = u.id
   ORDER BY l.last_load_date DESC NULLS LAST, u.email
   LIMIT 1000
$$;
