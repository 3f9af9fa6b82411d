import { Link } from 'react-router-dom';
import { paths } from '@/paths';

export const NOT_FOUND_TEXT = '404 NOT FOUND';

export function NotFoundPage() {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="text-4xl font-bold tracking-tight">{NOT_FOUND_TEXT}</h1>
      <p className="text-gray-700">The page you asked for does not exist or has moved.</p>
      <Link to={paths.home} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        Back to home
      </Link>
    </main>
  );
}
