import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { DashboardShell } from '@/components/layout/DashboardShell';
import { greeting } from '@/lib/greeting';
import { clearSession } from '@/api/session';
import { useSession } from '@/api/useSession';
import { paths } from '@/paths';

/** SPEC.md: without stored user details /dashboard goes to /login2. */
export function DashboardLayout() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return <Navigate to={paths.login} replace />;
  return (
    <DashboardShell
      greeting={greeting(new Date(), 'Dashboard')}
      onLogout={() => {
        clearSession();
        void navigate(paths.login, { replace: true });
      }}
    >
      <Outlet />
    </DashboardShell>
  );
}
