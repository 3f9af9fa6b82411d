import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@/api/useSession';
import { safeReturnPath } from '@/lib/safeReturnPath';
import { LoginPage } from './LoginPage';

/**
 * SPEC.md: stored user details send /login2 straight to /dashboard, or back to the
 * back-office page a 401 sent the operator away from.
 */
export function LoginRoute() {
  const session = useSession();
  const location = useLocation();
  return session ? <Navigate to={safeReturnPath(location.state)} replace /> : <LoginPage />;
}
