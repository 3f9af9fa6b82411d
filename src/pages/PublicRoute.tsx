import { Outlet } from 'react-router-dom';
import { PublicLayout } from '@/components/layout/PublicLayout';

/** The layout route of the public site. */
export function PublicRoute() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
