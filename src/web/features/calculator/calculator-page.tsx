import { Link } from 'react-router';

/** Main calculator screen (spec §2 '/'). Placeholder until the calculator issue lands. */
export function CalculatorPage() {
  return (
    <div className="min-h-dvh">
      <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h1 className="text-lg font-bold">LoadMath</h1>
        <Link to="/auth" className="text-sm font-medium underline">
          Sign in
        </Link>
      </header>
      <main className="mx-auto max-w-xl p-4">
        <p>Load profit calculator</p>
      </main>
    </div>
  );
}
