/**
 * Who is signed in and what their role lets them do (issue 48), for the page to follow: what a
 * role may not do is not offered. The role comes from the backend (/auth/me), asked again when
 * the operators change (live updates) or the tab comes back into view; until it answers, from
 * the session the sign-in stored. The backend enforces the same table whatever the page shows.
 */
import { useQuery } from '@tanstack/react-query';
import { can as roleCan, ROLE_LABELS, type Permission, type Role } from './schemas/roles';
import { fetchMe } from './auth';
import { useSession } from './useSession';

/** The query of the operator as the backend knows them; under ['operators'], so a change of the operators asks it again. */
export const meQueryKey = ['operators', 'me'] as const;

export interface SignedInOperator {
  name: string | null;
  /** The role the page follows; a viewer's until one is known. */
  role: Role;
  roleLabel: string;
  can: (permission: Permission) => boolean;
}

export function useOperator(): SignedInOperator {
  const session = useSession();
  const me = useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe({ signal }), enabled: session !== null, staleTime: 30_000 });
  // A backend without sessions (stories) answers null: the stored session speaks for the operator.
  const role: Role = me.data?.user?.role ?? session?.user.role ?? 'viewer';
  return { name: me.data?.user?.name ?? session?.user.name ?? null, role, roleLabel: ROLE_LABELS[role], can: (permission) => roleCan(role, permission) };
}
