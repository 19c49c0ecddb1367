import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Calculator } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '../../../domain/form';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toast';
import { resetPassword } from './auth-api';

/**
 * The token of the reset e-mail's link (/reset-password#token=…), and whether it came from the
 * confirmation link of an address signed up more than once (#token=…&confirm=1).
 */
function readHash(hash: string): { token: string; confirming: boolean } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { token: params.get('token') ?? '', confirming: params.get('confirm') === '1' };
}

/**
 * /reset-password: where the password-reset e-mail's link lands (README 'Accounts, sessions and
 * security'). The token rides in the URL fragment, which no request carries; it is read once and
 * taken out of the address bar. Setting the new password signs out every device, so the driver
 * signs in again with it.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [{ token, confirming }] = useState(() => readHash(typeof window === 'undefined' ? '' : window.location.hash));
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  useEffect(() => {
    document.title = 'Choose a new password · LoadMath';
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if ([...password].length < PASSWORD_MIN_LENGTH) {
      setError(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await resetPassword(token, password);
      notify.success('Password changed', result.message);
      navigate('/auth');
    } catch (failure) {
      setError(failure instanceof ApiError || failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-4 py-8">
      <p className="flex items-center justify-center gap-2 text-lg font-extrabold tracking-tight">
        <Calculator aria-hidden="true" className="h-6 w-6 text-blue-700 dark:text-blue-400" />
        LoadMath
      </p>
      <section
        aria-labelledby={headingId}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <h1 id={headingId} className="text-2xl font-bold">
          Choose a new password
        </h1>
        {token ? (
          <>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {confirming
                ? 'This address was signed up more than once, so choose its password here to finish confirming your account.'
                : 'Every device signed in to your account will be signed out.'}
            </p>
            <form className="mt-5 flex flex-col gap-4" noValidate onSubmit={onSubmit} aria-busy={busy}>
              <TextField
                label="New password"
                type="password"
                name="new-password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                disabled={busy}
                hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
                error={error ?? undefined}
              />
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? 'Saving…' : 'Set new password'}
              </Button>
            </form>
          </>
        ) : (
          <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
            This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.
          </p>
        )}
        <p className="mt-4 text-center text-sm">
          <Link
            to="/auth"
            className="inline-flex min-h-11 items-center rounded px-1 font-semibold text-blue-800 underline underline-offset-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            Back to sign in
          </Link>
        </p>
      </section>
    </main>
  );
}
