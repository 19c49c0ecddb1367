import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AnalyticsEventBodySchema } from '../../domain/schemas';
import { clientIp } from '../auth/request';
import type { AppDeps, AppEnv } from '../context';
import { AppError } from '../errors';
import type { EventWriter } from '../events/batch-writer';
import { createTokenBuckets } from '../events/token-bucket';
import { readJson } from '../validate';

/** Whole request body cap; the payload itself is capped by its schema (≤ 20 small fields). */
export const MAX_EVENT_BODY_BYTES = 4 * 1024;
const MAX_PAYLOAD_BYTES = 2 * 1024;
/** Per client (IPv4 address or IPv6 /64): 120 events at once, then 2 per second (in-process buckets). */
export const EVENTS_RATE = { burst: 120, perSecond: 2 };

/**
 * POST /api/events: one analytics event `{ event_name, payload, session_id }` (R-EVENT-1 names
 * only). user_id comes from the session (null when anonymous), never from the body; user_agent
 * from the request. Answers 202 `{ ok: true }` once the event's batch has committed; 429 past
 * the client's token bucket, 503 `busy` when too many events already wait for the database.
 */
export function eventsRoutes({ config, eventRate }: AppDeps, writer: EventWriter) {
  const app = new Hono<AppEnv>();
  const buckets = createTokenBuckets({ ...(eventRate ?? EVENTS_RATE), message: 'Too many analytics events. Please slow down.' });
  app.post(
    '/',
    async (c, next) => {
      buckets.take(clientIp(c, config.TRUST_PROXY));
      await next();
    },
    bodyLimit({
      maxSize: MAX_EVENT_BODY_BYTES,
      onError: () => {
        throw new AppError('payload_too_large', `An event may be at most ${MAX_EVENT_BODY_BYTES} bytes.`);
      },
    }),
    async (c) => {
      // The schema also refuses text PostgreSQL cannot store (NUL, unpaired surrogates), so one
      // client's bad string never reaches the shared batch INSERT.
      const event = await readJson(c, AnalyticsEventBodySchema);
      const payload = JSON.stringify(event.payload);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new AppError('payload_too_large', `An event payload may be at most ${MAX_PAYLOAD_BYTES} bytes.`);
      }
      await writer.write({
        eventName: event.event_name,
        payload,
        sessionId: event.session_id,
        userId: c.get('sessionUser')?.id ?? null,
        userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
      });
      return c.json({ ok: true }, 202);
    },
  );
  return app;
}
