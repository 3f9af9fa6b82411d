import { Link } from 'react-router-dom';
import { paths } from '@/paths';

/** An unknown path under /dashboard: the same words as the site's 404, inside the shell. */
export function DashboardNotFound() {
  return (
    <section aria-labelledby="dashboard-not-found" className="flex flex-col items-start gap-4">
      <h1 id="dashboard-not-found" className="text-2xl font-bold">
        404 NOT FOUND
      </h1>
      <p className="text-gray-700">There is no such page in the back-office.</p>
      <Link to={paths.dashboard} className="font-semibold text-brand-700 underline">
        Back to the dashboard
      </Link>
    </section>
  );
}
