import { Link } from 'react-router';

/** /auth (spec §2). Placeholder until the accounts issue lands. */
export function AuthPage() {
  return (
    <main className="mx-auto max-w-md p-6">
      <h1 className="text-xl font-semibold">Sign in</h1>
      <p className="mt-2">The calculator is free without an account.</p>
      <Link to="/" className="mt-4 inline-block underline">
        Continue without signing in
      </Link>
    </main>
  );
}
