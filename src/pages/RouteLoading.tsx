import { Spinner } from '@/components/ui/Spinner';

/** Shown while a page's code is on its way. */
export function RouteLoading() {
  return (
    <main>
      <Spinner />
    </main>
  );
}
