import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, createAccountsContext, freshIp, type AccountsTestContext } from '../testing/accounts';

describe('POST /api/events', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    ctx = await createAccountsContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const events = (sessionId: string) =>
    ctx.database.query<{ event_name: string; payload: unknown; user_id: string | null; user_agent: string | null }>(
      'SELECT event_name, payload, user_id, user_agent FROM events WHERE session_id = $1 ORDER BY id',
      [sessionId],
    );

  it('stores an anonymous event with user_id null and the request user agent', async () => {
    const res = await call(ctx, '/api/events', {
      body: { event_name: 'decision_logged', payload: { decisionType: 'book' }, session_id: 's-anon' },
      headers: { 'user-agent': 'TestBrowser/1.0' },
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    expect(await events('s-anon')).toEqual([
      { event_name: 'decision_logged', payload: { decisionType: 'book' }, user_id: null, user_agent: 'TestBrowser/1.0' },
    ]);
  });

  it('takes user_id from the session, never from the body (forged user_id ignored)', async () => {
    const dave = await createAccount(ctx, 'dave@example.com');
    const anon = await call(ctx, '/api/events', {
      body: { event_name: 'session_start', payload: {}, session_id: 's-forge', user_id: dave.id, user_agent: 'forged' },
    });
    expect(anon.status).toBe(202);
    const signed = await call(ctx, '/api/events', {
      cookie: dave.cookie,
      body: { event_name: 'calculation_submitted', payload: {}, session_id: 's-forge', user_id: 'someone-else' },
    });
    expect(signed.status).toBe(202);
    const rows = await events('s-forge');
    expect(rows.map((r) => r.user_id)).toEqual([null, dave.id]);
    expect(rows[0]!.user_agent).not.toBe('forged');
  });

  it('accepts only the event names of R-EVENT-1 and their payloads', async () => {
    for (const body of [
      { event_name: 'drop_table', payload: {}, session_id: 's-bad' },
      { event_name: 'decision_logged', payload: { decisionType: 'maybe' }, session_id: 's-bad' },
      { event_name: 'session_start', payload: {}, session_id: '' },
      { event_name: 'session_start', payload: { nested: { deep: true } }, session_id: 's-bad' },
      { event_name: 'session_start', payload: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])), session_id: 's-bad' },
      { event_name: 'session_start', payload: { s: 'nul\u0000' }, session_id: 's-bad' },
      // Unpaired UTF-16 surrogates: JSON "\ud800" parses into one; PostgreSQL's jsonb refuses it.
      { event_name: 'session_start', payload: { s: 'lone \ud800 high' }, session_id: 's-bad' },
      { event_name: 'session_start', payload: { s: 'lone low \udc00' }, session_id: 's-bad' },
      { event_name: 'session_start', payload: { ['k\ud800']: 1 }, session_id: 's-bad' },
      { event_name: 'session_start', payload: {}, session_id: 's-bad\ud800' },
      { event_name: 'session_start', payload: {}, session_id: 's-bad\u0000' },
    ]) {
      const res = await call(ctx, '/api/events', { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'bad_request' });
    }
    const big = await call(ctx, '/api/events', { raw: JSON.stringify({ event_name: 'session_start', payload: { a: 'x'.repeat(5000) }, session_id: 's-bad' }) });
    expect(big.status).toBe(413);
    expect(await events('s-bad')).toEqual([]);
  });

  it('stores offer_read with the fields found and the confidence, and refuses a payload carrying the offer text', async () => {
    const payload = { fields: ['origin', 'destination', 'rate', 'accessorials'], confidence: 0.82, loads: 2, source: 'share' };
    const ok = await call(ctx, '/api/events', { body: { event_name: 'offer_read', payload, session_id: 's-offer' } });
    expect(ok.status).toBe(202);
    const none = await call(ctx, '/api/events', {
      body: { event_name: 'offer_read', payload: { fields: [], confidence: 0, loads: 0, source: 'paste' }, session_id: 's-offer' },
    });
    expect(none.status).toBe(202);
    // An offer read from an uploaded screenshot (docs/decisions/014-paste-and-share-offers.md).
    const image = { fields: ['origin', 'destination', 'miles', 'rate'], confidence: 0.9, loads: 1, source: 'image' };
    const fromImage = await call(ctx, '/api/events', { body: { event_name: 'offer_read', payload: image, session_id: 's-offer' } });
    expect(fromImage.status).toBe(202);
    const text = 'Dallas TX to Atlanta GA 781 mi $1850 call Mike 555-0100';
    for (const bad of [
      { ...payload, text },
      { ...payload, fields: [text] },
      { ...payload, source: text },
      { ...payload, fields: ['origin', 'origin'] },
      { ...payload, confidence: 1.5 },
      { fields: ['origin'], confidence: 0.9, loads: 1 },
      text,
    ]) {
      const res = await call(ctx, '/api/events', { body: { event_name: 'offer_read', payload: bad, session_id: 's-offer-bad' } });
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'bad_request' });
    }
    expect(await events('s-offer')).toEqual([
      expect.objectContaining({ event_name: 'offer_read', payload }),
      expect.objectContaining({ event_name: 'offer_read', payload: { fields: [], confidence: 0, loads: 0, source: 'paste' } }),
      expect.objectContaining({ event_name: 'offer_read', payload: image }),
    ]);
    expect(await events('s-offer-bad')).toEqual([]);
  });

  it('micro-batches concurrent events: every acknowledged event is stored, in few INSERTs', async () => {
    const n = 300;
    const before = { ...ctx.app.eventStats };
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        // Many clients at once (one client alone would meet its token bucket: see below).
        call(ctx, '/api/events', { ip: freshIp(), body: { event_name: 'calculation_submitted', payload: { i }, session_id: 's-burst' } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(n).fill(202));
    const rows = await ctx.database.query<{ n: number | string }>("SELECT count(*) AS n FROM events WHERE session_id = 's-burst'");
    expect(Number(rows[0]!.n)).toBe(n);
    // One INSERT per event would make these equal; group commit writes the burst in a few.
    const after = ctx.app.eventStats;
    expect(after.rows - before.rows).toBe(n);
    expect(after.batches - before.batches).toBeLessThan(n / 2);
    expect(after.largestBatch).toBeGreaterThan(1);
  });

  it("a bad string in one request of a burst is that request's 400; every other event is acknowledged and stored", async () => {
    const n = 40;
    const bad = 17;
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        call(ctx, '/api/events', {
          ip: freshIp(),
          body: {
            event_name: 'calculation_submitted',
            payload: i === bad ? { note: 'broken \ud800 emoji' } : { i },
            session_id: 's-mixed',
          },
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses).toEqual(Array.from({ length: n }, (_, i) => (i === bad ? 400 : 202)));
    expect(await responses[bad]!.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(/payload\.note: .*surrogate/) });
    const stored = await events('s-mixed');
    expect(stored.map((r) => (r.payload as { i: number }).i).sort((a, b) => a - b)).toEqual(
      Array.from({ length: n }, (_, i) => i).filter((i) => i !== bad),
    );
  });

  it('answers 503 when the database is down (nothing acknowledged), and keeps running', async () => {
    const other = await createAccountsContext();
    await other.database.close();
    const res = await call(other, '/api/events', { body: { event_name: 'session_start', payload: {}, session_id: 's-down' } });
    expect(res.status).toBe(503);
    expect((await res.json()).error).toBe('database_unavailable');
    await other.close();
  });
});
