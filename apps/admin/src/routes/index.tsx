import { createFileRoute, redirect } from '@tanstack/react-router';
import { Dashboard } from '../features/dashboard/dashboard.tsx';
import { isAdminFlagSet } from '../lib/admin-flag.ts';
import { adminStatsQuery } from '../queries/admin.ts';

// The flag only chooses the first screen; the admin session cookie is the real check (a 401 from
// any call drops back to /login).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    if (!isAdminFlagSet()) throw redirect({ to: '/login' });
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminStatsQuery());
  },
  component: Dashboard,
});
