import { Link } from 'react-router';

/** /admin/analytics (spec §2). Placeholder until the admin issue lands. Lazily loaded. */
export default function AdminAnalyticsPage() {
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-xl font-semibold">Admin Analytics</h1>
      <Link to="/" className="mt-4 inline-block underline">
        Back to App
      </Link>
    </main>
  );
}
