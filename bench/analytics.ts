/**
 * `npm run bench:analytics`: the three admin reports over 1 million events (spread over 60 days,
 * 2 000 users, 50 000 loads) on embedded PGlite, or on a server with DATABASE_URL (use a
 * throw-away database: the tables are filled). Prints the median of 5 runs per report; the
 * target is under 100 ms each.
 */
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, wrapPglite } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const database = process.env.DATABASE_URL ? await openDatabase({ databaseUrl: process.env.DATABASE_URL }) : wrapPglite(await PGlite.create());
await migrate(database);

let t = performance.now();
await database.exec(`
  INSERT INTO users (id, email, email_verified)
    SELECT 'u' || g, 'user' || g || '@example.com', true FROM generate_series(1, 2000) g;
  INSERT INTO loads (user_id, id, origin, destination, miles, rate, rpm, profit, created_at)
    SELECT 'u' || (1 + g % 2000), 'l' || g, 'A', 'B', 300, 900, 1 + (g % 200) / 100.0, 300,
           now() - (g % 60) * interval '1 day'
      FROM generate_series(1, 50000) g;
  INSERT INTO events (event_name, payload, session_id, user_id, created_at)
    SELECT (ARRAY['session_start','calculation_submitted','calculation_submitted','decision_logged',
                  'negotiation_opened','screenshot_uploaded','cost_editor_first_open'])[1 + g % 7],
           '{}'::jsonb,
           's' || (g / 7),
           CASE WHEN g % 5 = 0 THEN 'u' || (1 + g % 2000) END,
           now() - (g % (60 * 24 * 60)) * interval '1 minute'
      FROM generate_series(1, ${EVENTS}) g;
  ANALYZE;
`);
console.log(`seeded ${EVENTS.toLocaleString()} events in ${((performance.now() - t) / 1000).toFixed(1)} s (${database.kind})`);

const reports = ['get_daily_analytics', 'get_conversion_funnel', 'get_user_activity'];
let worst = 0;
for (const fn of reports) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < 6; i++) {
    t = performance.now();
    rows = (await database.query(`SELECT * FROM ${fn}()`)).length;
    if (i > 0) times.push(performance.now() - t); // first run warms the cache
  }
  const median = times.sort((a, b) => a - b)[2]!;
  worst = Math.max(worst, median);
  console.log(`${fn.padEnd(24)} ${median.toFixed(1).padStart(7)} ms median  (${rows} rows)`);
}
await database.close();
console.log(worst < 100 ? 'PASS: every report under 100 ms' : 'SLOW: a report took 100 ms or more');
process.exit(worst < 100 ? 0 : 1);
