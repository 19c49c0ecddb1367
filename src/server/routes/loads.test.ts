import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../domain/cost-profile';
import type { CloudLoad, LoadChangeResult, ServerLoad } from '../../domain/cloud-load';
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

/** Every optional field null, as a client sends an entry without them. */
const NO_EXTRAS = {
  deadhead_miles: null,
  trip_days: null,
  factoring_fee: null,
  dispatch_fee: null,
  cost_profile: null,
  deal_result: null,
  offered_rate: null,
  broker: null,
  paid_on: null,
  profile_name: null,
};

type PutAnswer = { saved: number; results: LoadChangeResult[] };
type Page = { loads: ServerLoad[]; cursor: number; more: boolean };

describe('loads: versioned sync (docs/decisions/015-versioned-sync.md), owner-scoped', () => {
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
  const putOk = async (cookie: string, loads: unknown): Promise<PutAnswer> => {
    const res = await put(cookie, loads);
    expect(res.status).toBe(200);
    return (await res.json()) as PutAnswer;
  };
  const page = async (cookie: string, cursor?: number | string): Promise<Page> => {
    const res = await call(ctx, `/api/loads${cursor === undefined ? '' : `?cursor=${cursor}`}`, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };
  /** Every row of the caller as the server holds it now, by id. */
  const all = async (cookie: string): Promise<Map<string, ServerLoad>> => {
    const rows = new Map<string, ServerLoad>();
    let cursor = 0;
    for (;;) {
      const p = await page(cookie, cursor);
      for (const l of p.loads) rows.set(l.id, l);
      cursor = p.cursor;
      if (!p.more) return rows;
    }
  };
  const version = (answer: PutAnswer, i = 0) => {
    const r = answer.results[i]!;
    if (r.status !== 'applied') throw new Error(`not applied: ${JSON.stringify(r)}`);
    return r.version;
  };

  it('signed out: 401 for read, write and clear', async () => {
    expect((await call(ctx, '/api/loads')).status).toBe(401);
    const res = await call(ctx, '/api/loads', { method: 'PUT', body: { loads: [{ ...makeLoad(), base_version: 0 }] } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'unauthorized', message: 'Please sign in first.' });
    expect((await call(ctx, '/api/loads', { method: 'DELETE' })).status).toBe(401);
  });

  it('creates rows at base version 0 and reads back every field, with server versions in order of arrival', async () => {
    const first = makeLoad({ id: 'a-1' });
    const second = {
      ...makeLoad({ id: 'a-2', outcome: 'counter', fuel_type: 'gas', split_percent: null, notes: null, created_at: '2025-03-02T10:00:00.000Z' }),
      deadhead_miles: 80,
      trip_days: 2,
      factoring_fee: 45,
      dispatch_fee: 150,
      cost_profile: { ...DEFAULT_COST_PROFILE, milesPerDay: 650 },
      deal_result: 'agreed' as const,
      offered_rate: 850,
      broker: 'Acme Logistics',
      paid_on: '2025-04-07',
      profile_name: 'Leased to Acme, 75 %',
    };
    const answer = await putOk(alice.cookie, [
      { ...first, base_version: 0 },
      { ...second, base_version: 0 },
    ]);
    expect(answer.saved).toBe(2);
    expect(answer.results.map((r) => [r.id, r.status])).toEqual([
      ['a-1', 'applied'],
      ['a-2', 'applied'],
    ]);
    expect(version(answer, 1)).toBeGreaterThan(version(answer, 0));

    const { loads, cursor, more } = await page(alice.cookie);
    expect(more).toBe(false);
    expect(cursor).toBe(version(answer, 1));
    expect(loads).toEqual([
      { ...first, ...NO_EXTRAS, version: version(answer, 0), deleted_at: null },
      { ...second, version: version(answer, 1), deleted_at: null },
    ]);
    // Nothing changed since the cursor: an empty page with the same cursor.
    expect(await page(alice.cookie, cursor)).toEqual({ loads: [], cursor, more: false });
  });

  it('an edit applies only on the version it was based on; a stale one gets the current row back', async () => {
    const { loads: [base], cursor: seen } = await page(alice.cookie);
    const { version: v1, deleted_at: _d, ...fields } = base!;
    // Device A edits the notes.
    const a = await putOk(alice.cookie, [{ ...fields, notes: 'Edited on A', base_version: v1 }]);
    const v2 = version(a);
    expect(v2).toBeGreaterThan(v1);
    // Device B still holds v1 and sends its whole old row with another change: refused.
    const b = await putOk(alice.cookie, [{ ...fields, rate: 950, base_version: v1 }]);
    expect(b.saved).toBe(0);
    expect(b.results).toEqual([{ id: fields.id, status: 'conflict', current: { ...fields, notes: 'Edited on A', version: v2, deleted_at: null } }]);
    // The edit of A stands; only the changed row came back on the next pull.
    const pulled = await page(alice.cookie, seen);
    expect(pulled.loads.map((l) => [l.id, l.version])).toEqual([[fields.id, v2]]);
    expect((await all(alice.cookie)).get(fields.id)).toMatchObject({ notes: 'Edited on A', rate: 900 });
    // Re-based on v2, B's change applies.
    const again = await putOk(alice.cookie, [{ ...fields, notes: 'Edited on A', rate: 950, base_version: v2 }]);
    expect(version(again)).toBeGreaterThan(v2);
  });

  it('a re-sent create (its answer was lost) is a conflict that returns the stored row, not a second row', async () => {
    const load = makeLoad({ id: 'a-retry' });
    const first = await putOk(alice.cookie, [{ ...load, base_version: 0 }]);
    const retry = await putOk(alice.cookie, [{ ...load, base_version: 0 }]);
    expect(retry.results).toEqual([{ id: 'a-retry', status: 'conflict', current: { ...load, ...NO_EXTRAS, version: version(first), deleted_at: null } }]);
  });

  it('a field left out (a client that predates it) keeps its stored value; null clears it', async () => {
    const load = { ...makeLoad({ id: 'a-old-client' }), broker: 'Acme', deadhead_miles: 50 };
    const v1 = version(await putOk(alice.cookie, [{ ...load, base_version: 0 }]));
    const { broker: _b, ...withoutBroker } = load;
    const v2 = version(await putOk(alice.cookie, [{ ...withoutBroker, deadhead_miles: null, base_version: v1 }]));
    expect((await all(alice.cookie)).get('a-old-client')).toMatchObject({ broker: 'Acme', deadhead_miles: null, version: v2 });
  });

  it('a delete is a tombstone stamped with server time; it is final', async () => {
    const load = makeLoad({ id: 'a-del', notes: 'private note' });
    const v1 = version(await putOk(alice.cookie, [{ ...load, base_version: 0 }]));
    const before = Date.now();
    const del = await putOk(alice.cookie, [{ id: 'a-del', base_version: v1, deleted: true }]);
    const v2 = version(del);
    const row = (await all(alice.cookie)).get('a-del')!;
    expect(row).toEqual({ id: 'a-del', version: v2, deleted_at: expect.any(String) });
    expect(Date.parse(row.deleted_at!)).toBeGreaterThanOrEqual(before - 1000);
    // The text is gone from the database too.
    const [stored] = await ctx.database.query<{ origin: string; notes: string | null }>(
      "SELECT origin, notes FROM loads WHERE user_id = $1 AND id = 'a-del'",
      [alice.id],
    );
    expect(stored).toEqual({ origin: '', notes: null });
    // An edit based on the old version, or a create with the same id, cannot bring it back.
    const tombstone = { id: 'a-del', version: v2, deleted_at: row.deleted_at };
    for (const change of [
      { ...load, base_version: v1 },
      { ...load, base_version: v2 },
      { ...load, base_version: 0 },
      { id: 'a-del', base_version: v2, deleted: true },
    ]) {
      expect((await putOk(alice.cookie, [change])).results).toEqual([{ id: 'a-del', status: 'conflict', current: tombstone }]);
    }
  });

  it('a stale delete is refused like a stale edit', async () => {
    const v1 = version(await putOk(alice.cookie, [{ ...makeLoad({ id: 'a-stale-del' }), base_version: 0 }]));
    const v2 = version(await putOk(alice.cookie, [{ ...makeLoad({ id: 'a-stale-del', notes: 'newer' }), base_version: v1 }]));
    const res = await putOk(alice.cookie, [{ id: 'a-stale-del', base_version: v1, deleted: true }]);
    expect(res.results[0]).toMatchObject({ status: 'conflict', current: { version: v2, notes: 'newer' } });
  });

  it('Clear all tombstones every row of the caller only; pulls deliver the tombstones', async () => {
    const carol = await createAccount(ctx, 'carol@example.com');
    const created = await putOk(carol.cookie, [1, 2, 3].map((n) => ({ ...makeLoad({ id: `c-${n}` }), base_version: 0 })));
    const cursor = version(created, 2);
    const aliceBefore = await all(alice.cookie);
    const res = await call(ctx, '/api/loads', { method: 'DELETE', cookie: carol.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cleared: 3 });
    const after = await page(carol.cookie, cursor);
    expect(after.loads.map((l) => [l.id, l.deleted_at !== null, Object.keys(l).length])).toEqual([
      ['c-1', true, 3],
      ['c-2', true, 3],
      ['c-3', true, 3],
    ]);
    // Again: nothing left to clear. Alice's rows never moved.
    expect(await (await call(ctx, '/api/loads', { method: 'DELETE', cookie: carol.cookie })).json()).toEqual({ cleared: 0 });
    expect(await all(alice.cookie)).toEqual(aliceBefore);
    // A load logged after the clear arrives after it, and stays.
    const later = await putOk(carol.cookie, [{ ...makeLoad({ id: 'c-4' }), base_version: 0 }]);
    expect(later.saved).toBe(1);
    expect([...(await all(carol.cookie)).values()].filter((l) => l.deleted_at === null).map((l) => l.id)).toEqual(['c-4']);
  });

  it('pages by cursor: 100 rows a page in version order, then the rest', async () => {
    const dave = await createAccount(ctx, 'dave@example.com');
    for (let batch = 0; batch < 3; batch++) {
      await putOk(dave.cookie, Array.from({ length: 50 }, (_, i) => ({ ...makeLoad({ id: `m-${batch}-${i}` }), base_version: 0 })));
    }
    const first = await page(dave.cookie, 0);
    expect(first.loads).toHaveLength(100);
    expect(first.more).toBe(true);
    const versions = first.loads.map((l) => l.version);
    expect([...versions].sort((x, y) => x - y)).toEqual(versions);
    const second = await page(dave.cookie, first.cursor);
    expect(second.loads).toHaveLength(50);
    expect(second.more).toBe(false);
    expect(new Set([...first.loads, ...second.loads].map((l) => l.id)).size).toBe(150);
    for (const bad of ['yesterday', '-1', '1.5', '9'.repeat(16)]) {
      const res = await call(ctx, `/api/loads?cursor=${bad}`, { cookie: dave.cookie });
      expect(res.status, bad).toBe(400);
      expect((await res.json()).message).toMatch(/cursor/);
    }
  });

  it('rejects the whole batch with 400 naming the bad entry; nothing is written', async () => {
    const before = await all(bob.cookie);
    const batch = [
      { ...makeLoad({ id: 'b-ok' }), base_version: 0 },
      { ...makeLoad({ id: 'b-bad' }), miles: 'lots', base_version: 0 },
    ];
    const res = await put(bob.cookie, batch);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('bad_request');
    expect(body.message).toContain('Load 2 (id "b-bad")');
    expect(await all(bob.cookie)).toEqual(before);

    for (const bad of [
      { origin: 'x'.repeat(201) },
      { notes: 'x'.repeat(2001) },
      { outcome: 'maybe' },
      { created_at: 'not a date' },
      { id: '' },
      { id: 'x'.repeat(101) },
      { split_percent: 101 },
      { broker: 'x'.repeat(121) },
      { paid_on: 'last week' },
      { deal_result: 'won' },
      { base_version: -1 },
      { base_version: 1.5 },
    ]) {
      const r = await put(bob.cookie, [{ ...makeLoad({ id: 'b-x' }), base_version: 0, ...bad }]);
      expect(r.status, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    // An app from before versions sends no base version: told to reload, nothing saved.
    const old = await put(bob.cookie, [makeLoad({ id: 'b-old' })]);
    expect(old.status).toBe(400);
    expect((await old.json()).message).toMatch(/base_version.*reload/);
    // The same id twice in one batch.
    const dup = await put(bob.cookie, [
      { ...makeLoad({ id: 'dup' }), base_version: 0 },
      { ...makeLoad({ id: 'dup' }), base_version: 0 },
    ]);
    expect(dup.status).toBe(400);
    expect((await dup.json()).message).toMatch(/twice/);
    expect((await put(bob.cookie, [])).status).toBe(400);
    expect((await put(bob.cookie, Array.from({ length: 51 }, (_, i) => ({ ...makeLoad({ id: `n-${i}` }), base_version: 0 })))).status).toBe(400);
    expect((await put(bob.cookie, [{ ...makeLoad({ origin: 'nul\u0000byte' }), base_version: 0 }])).status).toBe(400);
    const surrogate = await put(bob.cookie, [
      { ...makeLoad({ id: 'b-ok' }), base_version: 0 },
      { ...makeLoad({ id: 'b-s', notes: 'pallet \ud800 jack' }), base_version: 0 },
    ]);
    expect(surrogate.status).toBe(400);
    expect(((await surrogate.json()) as { message: string }).message).toMatch(/^loads\.1\.notes: .*unpaired surrogates/);
    expect(await all(bob.cookie)).toEqual(before);
  });

  it("attacker: forged and guessed ids never read, change or delete another user's rows, and answer like not-found", async () => {
    const victim = await createAccount(ctx, 'victim@example.com');
    const created = await putOk(victim.cookie, [
      { ...makeLoad({ id: 'v-1', origin: 'Secret Origin', notes: 'secret note' }), base_version: 0 },
      { ...makeLoad({ id: 'v-2', origin: 'Secret Origin' }), base_version: 0 },
    ]);
    const victimBefore = await all(victim.cookie);
    const [v1, v2] = [version(created, 0), version(created, 1)];

    // Reading: no query parameter widens the scope.
    for (const q of ['', `?user_id=${victim.id}`, '?cursor=0&user_id=' + victim.id]) {
      const res = await call(ctx, `/api/loads${q}`, { cookie: bob.cookie });
      expect(await res.text()).not.toContain('Secret');
    }
    // Editing and deleting by the victim's ids and real versions (and a forged user_id field):
    // a conflict with nothing in it, exactly as for an id that exists nowhere.
    const forged = await put(bob.cookie, [
      { ...makeLoad({ id: 'v-1', origin: 'HACKED' }), user_id: victim.id, base_version: v1 },
      { id: 'v-2', base_version: v2, deleted: true },
      { id: 'nobody-has-this', base_version: 1, deleted: true },
    ]);
    expect(forged.status).toBe(200);
    const text = await forged.text();
    expect(text).not.toContain('Secret');
    expect(text).not.toContain(victim.id);
    expect(JSON.parse(text)).toEqual({
      saved: 0,
      results: [
        { id: 'v-1', status: 'conflict', current: null },
        { id: 'v-2', status: 'conflict', current: null },
        { id: 'nobody-has-this', status: 'conflict', current: null },
      ],
    });
    // A create with the victim's id makes the attacker's own row; Clear all clears only the attacker's.
    expect((await putOk(bob.cookie, [{ ...makeLoad({ id: 'v-1', origin: 'HACKED' }), base_version: 0 }])).saved).toBe(1);
    expect((await call(ctx, '/api/loads', { method: 'DELETE', cookie: bob.cookie })).status).toBe(200);
    expect(await all(victim.cookie)).toEqual(victimBefore);
    const rows = await ctx.database.query<{ origin: string; deleted_at: Date | null }>('SELECT origin, deleted_at FROM loads WHERE user_id = $1', [victim.id]);
    expect(rows.map((r) => [r.origin, r.deleted_at])).toEqual([
      ['Secret Origin', null],
      ['Secret Origin', null],
    ]);
  });

  it('malformed JSON, wrong shapes and oversized bodies are 4xx', async () => {
    expect((await call(ctx, '/api/loads', { method: 'PUT', cookie: bob.cookie, raw: '{"loads": [' })).status).toBe(400);
    expect((await call(ctx, '/api/loads', { method: 'PUT', cookie: bob.cookie, body: [makeLoad()] })).status).toBe(400);
    expect((await call(ctx, '/api/loads', { method: 'PUT', cookie: bob.cookie, body: null })).status).toBe(400);
    const big = await call(ctx, '/api/loads', { method: 'PUT', cookie: bob.cookie, raw: `{"loads":"${'x'.repeat(600 * 1024)}"}` });
    expect(big.status).toBe(413);
  });

  it('cross-site writes and clears are refused even with a valid session cookie', async () => {
    const res = await put(alice.cookie, [{ ...makeLoad({ id: 'csrf' }), base_version: 0 }], { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await all(alice.cookie)).has('csrf')).toBe(false);
    const clear = await call(ctx, '/api/loads', { method: 'DELETE', cookie: alice.cookie, origin: 'https://evil.example' });
    expect(clear.status).toBe(403);
    expect([...(await all(alice.cookie)).values()].some((l) => l.deleted_at === null)).toBe(true);
  });
});
