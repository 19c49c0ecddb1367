import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAdminEmails, getUserRoles } from '../auth/roles';
import { createAccount, createAccountsContext, signUp, type AccountsTestContext } from '../testing/accounts';
import { runAdminCommand } from './admin-command';

describe('admin role management (npm run admin, ADMIN_EMAILS)', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    ctx = await createAccountsContext({ ADMIN_EMAILS: 'listed@example.com' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runAdminCommand(ctx.database, args, (l) => lines.push(l));
    return { code, output: lines.join('\n') };
  };

  it('grant and revoke by e-mail (normalised); unknown e-mail and bad usage fail', async () => {
    const erin = await createAccount(ctx, 'erin@example.com');
    expect(await run('grant', ' Erin@Example.com ')).toEqual({ code: 0, output: 'erin@example.com is now an admin.' });
    expect(await getUserRoles(ctx.database, erin.id)).toEqual(['admin']);
    expect(await run('grant', 'erin@example.com')).toMatchObject({ code: 0 }); // idempotent
    expect((await run('list')).output).toContain('erin@example.com');
    expect(await run('revoke', 'erin@example.com')).toEqual({ code: 0, output: 'erin@example.com is no longer an admin.' });
    expect(await getUserRoles(ctx.database, erin.id)).toEqual([]);
    expect((await run('grant', 'nobody@example.com')).code).toBe(1);
    expect((await run('promote', 'erin@example.com')).code).toBe(2);
    expect((await run('grant')).code).toBe(2);
  });

  it('ADMIN_EMAILS grants the role once the listed address is confirmed, never before', async () => {
    await signUp(ctx, 'listed@example.com', 'an unlisted password');
    expect(await applyAdminEmails(ctx.database, ['listed@example.com'])).toEqual([]);
    const rows = await ctx.database.query<{ id: string }>("SELECT id FROM users WHERE email = 'listed@example.com'");
    expect(await getUserRoles(ctx.database, rows[0]!.id)).toEqual([]);
    // Confirming (through the link) grants it.
    await ctx.database.query("DELETE FROM users WHERE email = 'listed@example.com'");
    const listed = await createAccount(ctx, 'listed@example.com');
    expect(await getUserRoles(ctx.database, listed.id)).toEqual(['admin']);
    // And at start, for accounts already confirmed.
    await ctx.database.query('DELETE FROM user_roles WHERE user_id = $1', [listed.id]);
    expect(await applyAdminEmails(ctx.database, ['listed@example.com'])).toEqual(['listed@example.com']);
    expect(await getUserRoles(ctx.database, listed.id)).toEqual(['admin']);
  });
});
