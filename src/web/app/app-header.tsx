import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Calculator, History } from 'lucide-react';

export interface AppHeaderProps {
  /**
   * The right-hand side: the account menu and sync indicator (accounts issue) go here.
   * Until then, and whenever signed out, the 'Sign in' link is shown.
   */
  actions?: ReactNode;
  /** Anchor of the decision history section on this page ('History' jumps there on phones). */
  historyHref?: string;
}

export function SignInLink() {
  return (
    <Link
      to="/auth"
      className="inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2 text-sm font-semibold text-blue-800 sm:px-3 underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
    >
      Sign in
    </Link>
  );
}

/** Header of '/': product title, a jump to the history, and the account area. */
export function AppHeader({ actions = <SignInLink />, historyHref = '#history' }: AppHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-3 py-1.5 sm:gap-2 sm:px-4">
        <h1 className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <Calculator aria-hidden="true" className="hidden h-5 w-5 text-blue-700 sm:block dark:text-blue-400" />
          LoadMath
        </h1>
        <nav aria-label="Page" className="ml-auto flex items-center gap-1">
          <a
            href={historyHref}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-2 text-sm font-semibold sm:px-3 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800"
          >
            <History aria-hidden="true" className="h-5 w-5 sm:h-4 sm:w-4" />
            {/* On a phone the icon alone, so the account area fits beside it; the name stays. */}
            <span className="sr-only sm:not-sr-only">History</span>
          </a>
          {actions}
        </nav>
      </div>
    </header>
  );
}
