import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsContext, type AccountsTestContext } from '../testing/accounts';
import { nthCloudLoad, createSignedInUsers, expectedRows, storedRows, SyncClient, type TestUser } from '../testing/sync-clients';
import { seededRandom } from '../../domain/seeded-random';

const USERS = 50;
const DECISIONS = 200;
/** A push after every 40 new decisions sends the newest 50: consecutive pushes overlap by 10 ids. */
const PUSH_EVERY = 40;

describe(`load: ${USERS} users each syncing ${DECISIONS} decisions at once`, () => {
  let ctx: AccountsTestContext;
  let users: TestUser[];
  beforeAll(async () => {
    ctx = await createAccountsContext();
    users = await createSignedInUsers(ctx, USERS, 'load');
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('every user ends with exactly their rows and the newest values; no duplicates, no 500', async () => {
    const statuses = new Map<number, number>();
    const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
    const clients = users.map((u) => new SyncClient(ctx, u));

    await Promise.all(
      clients.map(async (client, u) => {
        const rng = seededRandom(1000 + u);
        for (let n = 1; n <= DECISIONS; n++) {
          client.log(nthCloudLoad(`u${u}`, n));
          if (n % PUSH_EVERY !== 0) continue;
          // An edit on the device before the push: the push must carry (and store) the new value.
          const [edited] = client.window(rng.int(0, 49), 1);
          if (edited) client.edit(edited.id, { outcome: 'pass', notes: `edited before push ${n}` });
          const batch = client.window();
          if (rng.chance(0.3)) {
            // The response was lost: the same batch is retried while the first is still running.
            const [a, b] = await Promise.all([client.push(batch), client.push(batch)]);
            count(a);
            count(b);
          } else {
            count(await client.push(batch));
          }
          // A retry of the previous window after a timeout: ids the server already has.
          if (rng.chance(0.2)) count(await client.push(client.window(10)));
        }
      }),
    );

    expect(Object.fromEntries(statuses)).toEqual({ 200: expect.any(Number) });

    for (const client of clients) {
      const stored = await storedRows(ctx, client.user.id);
      // Exactly the device's rows (so nobody else's), each with its newest values.
      expect(stored.length, client.user.email).toBe(DECISIONS);
      expect(stored).toEqual(expectedRows(client));
    }
    const [{ total, distinct } = { total: 0, distinct: 0 }] = await ctx.database.query<{ total: number | string; distinct: number | string }>(
      'SELECT count(*) AS total, count(DISTINCT (user_id, id)) AS distinct FROM loads',
    );
    expect(Number(total)).toBe(USERS * DECISIONS);
    expect(Number(distinct)).toBe(USERS * DECISIONS);
  });
});
