import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Calculator } from 'lucide-react';
import { PASSWORD_MIN_LENGTH, validateCredentials } from '../../../domain/form';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toast';
import { requestPasswordReset } from './auth-api';
import { useAuth } from './auth-provider';
import { signInEmail } from './confirmed-email';

const noSubscribe = () => () => {};

type Mode = 'signIn' | 'signUp' | 'forgot';

const COPY: Record<Mode, { title: string; lead: string; submit: string; busy: string; switchPrompt: string; switchAction: string }> = {
  signIn: {
    title: 'Sign in',
    lead: 'Access your synced load history',
    submit: 'Sign In',
    busy: 'Signing in…',
    switchPrompt: "Don't have an account?",
    switchAction: 'Sign up',
  },
  signUp: {
    title: 'Create account',
    lead: 'Sync your load history across devices (optional)',
    submit: 'Sign Up',
    busy: 'Creating account…',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in',
  },
  forgot: {
    title: 'Reset password',
    lead: "We'll e-mail you a link to choose a new password.",
    submit: 'Send reset link',
    busy: 'Sending…',
    switchPrompt: 'Remembered it?',
    switchAction: 'Sign in',
  },
};

const LINK_BUTTON =
  'min-h-11 rounded px-1 font-semibold text-blue-800 underline underline-offset-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-60 dark:text-blue-300';

function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * /auth (docs/product-rules.md R-ACCOUNT-2): sign in or create an account. The browser's own
 * validation bubbles are off (noValidate) so the toasts of R-ACCOUNT-2 speak instead; the
 * attributes still describe the fields (type email, required, minLength 6) for autofill and
 * assistive technology.
 */
export function AuthPage() {
  const { user, loading: sessionLoading, signIn, signUp } = useAuth();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('signIn');
  // Starts with the address a confirmation link just confirmed (confirmed-email.ts); '' while the
  // pre-rendered form hydrates, so the markup matches.
  const confirmedEmail = useSyncExternalStore(noSubscribe, signInEmail, () => '');
  const [typedEmail, setEmail] = useState<string | null>(null);
  const email = typedEmail ?? confirmedEmail;
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resetSent, setResetSent] = useState<string | null>(null);
  const [justSignedIn, setJustSignedIn] = useState(false);
  const headingId = useId();
  const copy = COPY[mode];

  useEffect(() => {
    document.title = `${copy.title} · LoadMath`;
  }, [copy.title]);

  // Already signed in (e.g. came back to /auth): nothing to do here.
  if (user && !busy && !justSignedIn && !sessionLoading) return <Navigate to="/" replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (mode === 'forgot') {
      await sendResetLink();
      return;
    }
    const problem = validateCredentials(email, password);
    if (problem) {
      notify.error(problem.title, problem.description);
      return;
    }
    setBusy(true);
    try {
      if (mode === 'signIn') {
        await signIn(email, password);
        setJustSignedIn(true);
        notify.success('Welcome back!', 'Successfully signed in');
        navigate('/');
      } else {
        const result = await signUp(email, password);
        notify.success('Account created!', result.confirmationRequired ? 'Check your email to confirm your account' : result.message);
        setSentTo(result.confirmationRequired ? email.trim() : null);
        setPassword('');
        setMode('signIn');
      }
    } catch (error) {
      notify.error(mode === 'signIn' ? 'Sign in failed' : 'Sign up failed', messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  async function sendResetLink() {
    if (email.trim() === '') {
      notify.error('Missing information', 'Please enter your email');
      return;
    }
    setBusy(true);
    try {
      const result = await requestPasswordReset(email.trim());
      setResetSent(result.message);
    } catch (error) {
      notify.error('Could not send the reset link', messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const toggleMode = () => {
    setMode((m) => (m === 'signIn' ? 'signUp' : 'signIn'));
    setSentTo(null);
    setResetSent(null);
  };

  const forgot = () => {
    setMode('forgot');
    setSentTo(null);
    setResetSent(null);
    setPassword('');
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
          {copy.title}
        </h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{copy.lead}</p>

        {sentTo ? (
          <p role="status" className="mt-4 rounded-lg bg-blue-50 p-3 text-sm text-blue-900 dark:bg-slate-800 dark:text-blue-200">
            We sent a confirmation link to <strong className="break-all">{sentTo}</strong>. Open it, then sign in here.
          </p>
        ) : null}
        {resetSent ? (
          <p role="status" className="mt-4 rounded-lg bg-blue-50 p-3 text-sm text-blue-900 dark:bg-slate-800 dark:text-blue-200">
            {resetSent} The link works once, for 1 hour.
          </p>
        ) : null}

        <form className="mt-5 flex flex-col gap-4" noValidate onSubmit={onSubmit} aria-busy={busy}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={busy}
          />
          {mode === 'forgot' ? null : (
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
              required
              minLength={PASSWORD_MIN_LENGTH}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={busy}
              hint={mode === 'signUp' ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
              labelAside={
                mode === 'signIn' ? (
                  <button type="button" onClick={forgot} disabled={busy} className={cn(LINK_BUTTON, 'text-sm')}>
                    Forgot password?
                  </button>
                ) : undefined
              }
            />
          )}
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? copy.busy : copy.submit}
          </Button>
        </form>

        <p className="mt-4 text-center text-sm text-slate-700 dark:text-slate-300">
          {copy.switchPrompt}{' '}
          <button type="button" onClick={mode === 'forgot' ? () => { setMode('signIn'); setResetSent(null); } : toggleMode} disabled={busy} className={LINK_BUTTON}>
            {copy.switchAction}
          </button>
        </p>
      </section>

      <div className="flex flex-col items-center gap-2 text-center">
        <p className="text-slate-700 dark:text-slate-300">The calculator is free without an account.</p>
        <Button variant="secondary" onClick={() => navigate('/')} disabled={busy}>
          Continue without signing in
        </Button>
      </div>
    </main>
  );
}
