import { afterEach, describe, expect, it } from 'vitest';
import { signInEmail, takeConfirmedEmail } from './confirmed-email';

/* docs/decisions/015-versioned-sync.md 'Whose history': the link confirms; the driver signs in. */
describe('the confirmed address from the link', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('fills the sign-in form and leaves the address bar clean', () => {
    window.history.replaceState(null, '', '/?x=1#confirmed=you%40example.com');
    expect(takeConfirmedEmail()).toBe('you@example.com');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?x=1');
    expect(signInEmail()).toBe('you@example.com');
  });

  it('ignores other fragments and garbage', () => {
    window.history.replaceState(null, '', '/#token=abc');
    expect(takeConfirmedEmail()).toBeNull();
    expect(window.location.hash).toBe('#token=abc');
    window.history.replaceState(null, '', '/#confirmed=%E0%A4%A');
    expect(takeConfirmedEmail()).toBeNull();
    window.history.replaceState(null, '', '/#confirmed=nobody');
    expect(takeConfirmedEmail()).toBeNull();
    expect(signInEmail()).toBe('');
  });
});
