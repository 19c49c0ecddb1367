import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../domain/cost-profile';
import type { CloudProfile, ProfileChangeResult, ServerProfile } from '../../domain/cloud-profile';
import { call, createAccount, createAccountsContext, type AccountsTestContext } from '../testing/accounts';

function makeProfile(overrides: Partial<CloudProfile> = {}): CloudProfile {
  return {
    id: `p-${Math.random().toString(36).slice(2)}`,
    name: 'Hotshot, own authority',
    equipment: 'hotshot',
    use_split: false,
    split_percent: 100,
    cost_profile: { ...DEFAULT_COST_PROFILE, averageMPG: 9.5 },
    ...overrides,
  };
}

type PutAnswer = { saved: number; results: ProfileChangeResult[] };
type Page = { profiles: ServerProfile[]; cursor: number; more: boolean };

describe('profiles: synced like the history (docs/product-rules.md R-PAY-11), owner-scoped', () => {
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

  const put = (cookie: string | undefined, profiles: unknown) => call(ctx, '/api/profiles', { method: 'PUT', body: { profiles }, cookie });
  const putOk = async (cookie: string, profiles: unknown): Promise<PutAnswer> => {
    const res = await put(cookie, profiles);
    expect(res.status).toBe(200);
    return (await res.json()) as PutAnswer;
  };
  const page = async (cookie: string, cursor = 0): Promise<Page> => {
    const res = await call(ctx, `/api/profiles?cursor=${cursor}`, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };
  const live = async (cookie: string) => (await page(cookie)).profiles.filter((p) => p.deleted_at === null);
  const version = (answer: PutAnswer, i = 0) => {
    const r = answer.results[i]!;
    if (r.status !== 'applied') throw new Error(`not applied: ${JSON.stringify(r)}`);
    return r.version;
  };
  const bad = async (cookie: string, profiles: unknown, message: RegExp) => {
    const res = await put(cookie, profiles);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('bad_request');
    expect(body.message).toMatch(message);
  };

  it('signed out: 401 for read and write', async () => {
    expect((await call(ctx, '/api/profiles')).status).toBe(401);
    expect((await put(undefined, [{ ...makeProfile(), base_version: 0 }])).status).toBe(401);
  });

  it('creates, edits on the base version, refuses a stale edit with the current row, and deletes as a tombstone', async () => {
    const hotshot = makeProfile({ id: 'hotshot' });
    const created = await putOk(alice.cookie, [{ ...hotshot, base_version: 0 }]);
    const v1 = version(created);
    expect((await page(alice.cookie)).profiles).toEqual([{ ...hotshot, version: v1, deleted_at: null }]);

    const renamed = await putOk(alice.cookie, [{ ...hotshot, name: 'Hotshot', base_version: v1 }]);
    const v2 = version(renamed);
    expect(v2).toBeGreaterThan(v1);
    // A device that still holds v1 is refused and gets the row as it is now.
    const stale = await putOk(alice.cookie, [{ ...hotshot, split_percent: 75, use_split: true, base_version: v1 }]);
    expect(stale).toEqual({ saved: 0, results: [{ id: 'hotshot', status: 'conflict', current: { ...hotshot, name: 'Hotshot', version: v2, deleted_at: null } }] });

    const deleted = await putOk(alice.cookie, [{ id: 'hotshot', base_version: v2, deleted: true }]);
    const v3 = version(deleted);
    const { profiles, cursor } = await page(alice.cookie, v2);
    expect(cursor).toBe(v3);
    expect(profiles).toEqual([{ id: 'hotshot', version: v3, deleted_at: expect.any(String) }]);
    // A tombstone is final: neither an edit nor a create with its id applies.
    const again = await putOk(alice.cookie, [{ ...hotshot, base_version: 0 }]);
    expect(again.results[0]).toMatchObject({ status: 'conflict', current: { id: 'hotshot', version: v3 } });
  });

  it("never touches another user's profile: its id looks like one that does not exist", async () => {
    const mine = makeProfile({ id: 'bobs-truck', name: 'Leased to Acme, 75 %', use_split: true, split_percent: 75 });
    const v = version(await putOk(bob.cookie, [{ ...mine, base_version: 0 }]));
    // Alice edits and deletes with Bob's id and version: no row of hers, nothing of his read.
    const edit = await putOk(alice.cookie, [{ ...mine, name: 'Mine now', base_version: v }]);
    expect(edit.results).toEqual([{ id: 'bobs-truck', status: 'conflict', current: null }]);
    const del = await putOk(alice.cookie, [{ id: 'bobs-truck', base_version: v, deleted: true }]);
    expect(del.results).toEqual([{ id: 'bobs-truck', status: 'conflict', current: null }]);
    // Alice creating the same id makes her own row; Bob's stays as it was.
    expect(version(await putOk(alice.cookie, [{ ...mine, name: 'Alice truck', base_version: 0 }]))).toBeGreaterThan(v);
    expect((await page(bob.cookie)).profiles).toEqual([{ ...mine, version: v, deleted_at: null }]);
    expect((await live(alice.cookie)).map((p) => p.name)).toEqual(['Alice truck']);
  });

  it('keeps at most 8 live profiles: a create beyond them is not applied', async () => {
    const carol = await createAccount(ctx, 'carol@example.com');
    const seven = Array.from({ length: 7 }, (_, i) => ({ ...makeProfile({ id: `c-${i}`, name: `Truck ${i}` }), base_version: 0 }));
    expect((await putOk(carol.cookie, seven)).saved).toBe(7);
    const answer = await putOk(carol.cookie, [
      { ...makeProfile({ id: 'c-7', name: 'Truck 7' }), base_version: 0 },
      { ...makeProfile({ id: 'c-8', name: 'Truck 8' }), base_version: 0 },
    ]);
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'conflict']);
    expect(answer.results[1]).toEqual({ id: 'c-8', status: 'conflict', current: null });
    expect(await live(carol.cookie)).toHaveLength(8);
    // A delete frees a place.
    const rows = await live(carol.cookie);
    await putOk(carol.cookie, [{ id: 'c-0', base_version: rows.find((r) => r.id === 'c-0')!.version, deleted: true }]);
    expect(version(await putOk(carol.cookie, [{ ...makeProfile({ id: 'c-8', name: 'Truck 8' }), base_version: 0 }]))).toBeGreaterThan(0);
    expect(await live(carol.cookie)).toHaveLength(8);
    // More than 8 changes in one request is refused whole.
    const nine = Array.from({ length: 9 }, (_, i) => ({ ...makeProfile({ id: `n-${i}` }), base_version: 0 }));
    await bad(carol.cookie, nine, /Send 1 to 8 profiles at a time \(got 9\)/);
    expect((await live(carol.cookie)).some((p) => p.id.startsWith('n-'))).toBe(false);
  });

  it('refuses bad input with 400 { error, message } and saves nothing of the batch', async () => {
    const dave = await createAccount(ctx, 'dave@example.com');
    const ok = { ...makeProfile({ id: 'ok' }), base_version: 0 };
    await bad(dave.cookie, [ok, { ...makeProfile(), name: '   ', base_version: 0 }], /Profile 2 .*is invalid/);
    await bad(dave.cookie, [ok, { ...makeProfile(), name: 'x'.repeat(61), base_version: 0 }], /Profile 2/);
    await bad(dave.cookie, [{ ...makeProfile(), split_percent: 0, base_version: 0 }], /invalid/);
    await bad(dave.cookie, [{ ...makeProfile(), split_percent: 101, base_version: 0 }], /invalid/);
    await bad(dave.cookie, [{ ...makeProfile(), equipment: 'spaceship', base_version: 0 }], /invalid/);
    await bad(dave.cookie, [{ ...makeProfile(), use_split: 'yes', base_version: 0 }], /invalid/);
    await bad(dave.cookie, [{ ...makeProfile(), cost_profile: { averageMPG: -1 }, base_version: 0 }], /invalid/);
    await bad(dave.cookie, [{ ...makeProfile(), id: '', base_version: 0 }], /invalid/);
    await bad(dave.cookie, [{ ...makeProfile(), id: 'x'.repeat(101), base_version: 0 }], /invalid/);
    await bad(dave.cookie, [makeProfile()], /no base_version: this app is out of date/);
    await bad(dave.cookie, [ok, ok], /appears twice/);
    await bad(dave.cookie, [{ id: 'ok', base_version: 0, deleted: true }], /invalid/);
    await bad(dave.cookie, [{ ...makeProfile(), name: 'a\u0000b', base_version: 0 }], /NUL characters/);
    await bad(dave.cookie, [], /Send 1 to 8 profiles/);
    const notList = await call(ctx, '/api/profiles', { method: 'PUT', body: { loads: [ok] }, cookie: dave.cookie });
    expect(notList.status).toBe(400);
    expect(((await notList.json()) as { message: string }).message).toMatch(/Send \{ "profiles": \[ \.\.\. \] \}/);
    const cursor = await call(ctx, '/api/profiles?cursor=-1', { cookie: dave.cookie });
    expect(cursor.status).toBe(400);
    expect(await page(dave.cookie)).toEqual({ profiles: [], cursor: 0, more: false });
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await put(alice.cookie, [{ ...makeProfile(), name: 'x'.repeat(70 * 1024), base_version: 0 }]);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'payload_too_large' });
  });
});
