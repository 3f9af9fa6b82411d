import { Navigate } from 'react-router-dom';
import { useSession } from '@/api/useSession';
import { paths } from '@/paths';
import { LoginPage } from './LoginPage';

/** SPEC.md: stored user details send /login2 straight to /dashboard. */
export function LoginRoute() {
  const session = useSession();
  return session ? <Navigate to={paths.dashboard} replace /> : <LoginPage />;
}
