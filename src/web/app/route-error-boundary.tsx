import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a route throws while rendering, so one broken screen never blanks the app. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="mx-auto max-w-md p-6">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{detail}</p>
      <p className="mt-2">Your saved loads and settings are kept on this device.</p>
      <Link className="mt-4 inline-block underline" to="/">
        Back to the calculator
      </Link>
    </main>
  );
}
