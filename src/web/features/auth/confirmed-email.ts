/**
 * The confirmation link confirms the address and lands on '/' signed out, with the address in the
 * fragment (`#confirmed=you%40example.com`; docs/decisions/015-versioned-sync.md 'Whose history').
 * It is kept for this tab so the sign-in form starts with it filled in, and taken out of the
 * address bar at once.
 */
const KEY = 'lm:signInEmail';
const PREFIX = '#confirmed=';

/** Take the confirmed address from the page's fragment, if there is one. Returns it. */
export function takeConfirmedEmail(win: Window = window): string | null {
  const { hash, pathname, search } = win.location;
  if (!hash.startsWith(PREFIX)) return null;
  let email: string;
  try {
    email = decodeURIComponent(hash.slice(PREFIX.length)).trim().slice(0, 320);
  } catch {
    return null;
  }
  win.history.replaceState(win.history.state, '', `${pathname}${search}`);
  if (!email.includes('@')) return null;
  try {
    win.sessionStorage.setItem(KEY, email);
  } catch {
    // private mode: the form just starts empty
  }
  return email;
}

/** The address to fill the sign-in form with ('' when none). */
export function signInEmail(win: Window | undefined = typeof window === 'undefined' ? undefined : window): string {
  try {
    return win?.sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
