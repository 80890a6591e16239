import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { meQueryOptions } from '../queries/auth.ts';

/** Signed-in pages (saved recipes, account): everyone else goes home (spec §2). */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(meQueryOptions);
    if (!user) throw redirect({ to: '/', replace: true });
  },
  component: Outlet,
});
