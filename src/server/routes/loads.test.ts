import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CloudLoad } from '../../domain/schemas';
import { call, createAccount, createAccountsContext, type AccountsTestContext } from '../testing/accounts';

function makeLoad(overrides: Partial<CloudLoad> = {}): CloudLoad {
  return {
    id: `load-${Math.random().toString(36).slice(2)}`,
    origin: 'Dallas, TX',
    destination: 'Houston, TX',
    miles: 240,
    rate: 900,
    fsc: 60,
    tolls: 12.5,
    fuel_cost: 143.6,
    rpm: 1.92,
    profit: 461.3,
    notes: 'Lumper paid by broker',
    outcome: 'counter',
    fuel_type: 'diesel',
    split_percent: 85,
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('loads sync: sign up → confirm → sign in → sync → read back, owner-scoped', () => {
  let ctx: AccountsTestContext;
  let alice: { cookie: string; id: string };
  let bob: { cookie: string; id: string };

  beforeAll(async () => {
    ctx = await createAccountsContext();
    alice = await createAccount(ctx, 'alice@example.com');
    bob = await createAccount(ctx, 'bob@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const put = (cookie: string, loads: unknown, extra: Parameters<typeof call>[2] = {}) =>
    call(ctx, '/api/loads', { method: 'PUT', body: { loads }, cookie, ...extra });
  const get = async (cookie: string, query = '') => {
    const res = await call(ctx, `/api/loads${query}`, { cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as { loads: CloudLoad[] }).loads;
  };

  it('signed out: 401 for read and write', async () => {
    expect((await call(ctx, '/api/loads')).status).toBe(401);
    const res = await call(ctx, '/api/loads', { method: 'PUT', body: { loads: [makeLoad()] } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'unauthorized', message: 'Please sign in first.' });
  });

  it('upserts and reads back every field, including outcome, fuel type and split', async () => {
    const first = makeLoad({ id: 'a-1', created_at: '2025-03-01T10:00:00.000Z' });
    const second = makeLoad({ id: 'a-2', outcome: 'pass', fuel_type: 'gas', split_percent: null, notes: null, created_at: '2025-03-02T10:00:00.000Z' });
    const res = await put(alice.cookie, [first, second]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ saved: 2 });
    const loads = await get(alice.cookie);
    expect(loads).toEqual([second, first]); // newest first

    // Editing an entry (any outcome to any) overwrites by id.
    const edited = { ...first, outcome: 'book' as const, rate: 1000, notes: 'rebooked' };
    expect((await put(alice.cookie, [edited])).status).toBe(200);
    expect((await get(alice.cookie)).find((l) => l.id === 'a-1')).toEqual(edited);
  });

  it('since= returns only loads created after the clear time', async () => {
    const loads = await get(alice.cookie, `?since=${encodeURIComponent('2025-03-01T12:00:00Z')}`);
    expect(loads.map((l) => l.id)).toEqual(['a-2']);
    const bad = await call(ctx, '/api/loads?since=yesterday', { cookie: alice.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/since/);
  });

  it('reads at most 100, newest first', async () => {
    const many = Array.from({ length: 3 }, (_, batch) =>
      Array.from({ length: 50 }, (_, i) =>
        makeLoad({ id: `m-${batch}-${i}`, created_at: new Date(Date.UTC(2025, 0, 1) + (batch * 50 + i) * 60_000).toISOString() }),
      ),
    );
    const carol = await createAccount(ctx, 'carol@example.com');
    for (const batch of many) expect((await put(carol.cookie, batch)).status).toBe(200);
    const loads = await get(carol.cookie);
    expect(loads).toHaveLength(100);
    expect(loads[0]!.id).toBe('m-2-49');
    const times = loads.map((l) => Date.parse(l.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('rejects the whole batch with 400 naming the bad entry; nothing is written', async () => {
    const before = await get(bob.cookie);
    const batch = [makeLoad({ id: 'b-ok' }), { ...makeLoad({ id: 'b-bad' }), miles: 'lots' }];
    const res = await put(bob.cookie, batch);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('bad_request');
    expect(body.message).toContain('Load 2 (id "b-bad")');
    expect(body.message).toContain('miles');
    expect(await get(bob.cookie)).toEqual(before);

    for (const bad of [
      { origin: 'x'.repeat(201) },
      { notes: 'x'.repeat(2001) },
      { outcome: 'maybe' },
      { created_at: 'not a date' },
      { id: '' },
      { id: 'x'.repeat(101) },
      { split_percent: 101 },
    ]) {
      const r = await put(bob.cookie, [makeLoad({ id: 'b-x', ...(bad as Partial<CloudLoad>) })]);
      expect(r.status, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    const notFinite = await call(ctx, '/api/loads', {
      method: 'PUT',
      cookie: bob.cookie,
      raw: `{"loads":[${JSON.stringify(makeLoad()).replace('"miles":240', '"miles":1e999')}]}`,
    });
    expect(notFinite.status).toBe(400);
    expect((await put(bob.cookie, [])).status).toBe(400);
    expect((await put(bob.cookie, Array.from({ length: 51 }, (_, i) => makeLoad({ id: `n-${i}` })))).status).toBe(400);
    expect((await put(bob.cookie, [makeLoad({ origin: 'nul\u0000byte' })])).status).toBe(400);
    // A lone surrogate would be stored as U+FFFD (a different text than sent): refused, naming the field.
    const surrogate = await put(bob.cookie, [makeLoad({ id: 'b-ok' }), makeLoad({ id: 'b-s', notes: 'pallet \ud800 jack' })]);
    expect(surrogate.status).toBe(400);
    expect(((await surrogate.json()) as { message: string }).message).toMatch(/^loads\.1\.notes: .*unpaired surrogates/);
    expect(await get(bob.cookie)).toEqual(before);
  });

  it("attacker: user B can never read, overwrite or reveal user A's loads, even with guessed ids", async () => {
    const aliceBefore = await get(alice.cookie);
    expect(aliceBefore.length).toBeGreaterThan(0);

    // Reading: B sees only B's rows; no query parameter widens the scope.
    for (const q of ['', `?user_id=${alice.id}`, '?since=1970-01-01T00:00:00Z']) {
      const bobs = await get(bob.cookie, q);
      expect(bobs.every((l) => !l.id.startsWith('a-'))).toBe(true);
    }

    // Overwriting with A's ids (and a forged user_id field): B's PUT succeeds but only ever
    // writes B's own rows; A's rows are untouched and nothing about them comes back.
    const forged = aliceBefore.map((l) => ({ ...l, user_id: alice.id, origin: 'HACKED', rate: 1 }));
    const res = await put(bob.cookie, forged);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('Dallas');
    expect(text).not.toContain(alice.id);
    expect(await get(alice.cookie)).toEqual(aliceBefore);
    const bobs = await get(bob.cookie);
    expect(bobs.filter((l) => l.origin === 'HACKED')).toHaveLength(aliceBefore.length);

    // In the database: A's rows still say what A wrote.
    const rows = await ctx.database.query<{ origin: string }>('SELECT origin FROM loads WHERE user_id = $1', [alice.id]);
    expect(rows.every((r) => r.origin !== 'HACKED')).toBe(true);
  });

  it('a duplicate id inside one batch keeps the first entry', async () => {
    const res = await put(bob.cookie, [makeLoad({ id: 'dup', origin: 'First' }), makeLoad({ id: 'dup', origin: 'Second' })]);
    expect(res.status).toBe(200);
    expect((await get(bob.cookie)).find((l) => l.id === 'dup')?.origin).toBe('First');
  });

  it('malformed JSON, wrong shapes and oversized bodies are 4xx', async () => {
    expect((await call(ctx, '/api/loads', { method: 'PUT', cookie: bob.cookie, raw: '{"loads": [' })).status).toBe(400);
    expect((await call(ctx, '/api/loads', { method: 'PUT', cookie: bob.cookie, body: [makeLoad()] })).status).toBe(400);
    expect((await call(ctx, '/api/loads', { method: 'PUT', cookie: bob.cookie, body: null })).status).toBe(400);
    const big = await call(ctx, '/api/loads', { method: 'PUT', cookie: bob.cookie, raw: `{"loads":"${'x'.repeat(600 * 1024)}"}` });
    expect(big.status).toBe(413);
  });

  it('cross-site writes are refused even with a valid session cookie', async () => {
    const res = await put(alice.cookie, [makeLoad({ id: 'csrf' })], { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await get(alice.cookie)).some((l) => l.id === 'csrf')).toBe(false);
  });
});
