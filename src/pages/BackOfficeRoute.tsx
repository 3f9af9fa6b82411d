import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '@/queryClient';

const client = createQueryClient();

/** The layout route of /login2, /dashboard and /editor: it brings the query client. */
export function BackOfficeRoute() {
  // Storybook and tests give each story a fresh client of their own; keep it.
  if (useContext(QueryClientContext)) return <Outlet />;
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
