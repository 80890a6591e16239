import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { meQueryOptions } from '../queries/auth.ts';

/**
 * Signed-in pages (saved recipes, account): everyone else goes home (spec §2). A loader, not beforeLoad:
 * loaders run side by side, so a page's own data (the saved list) is requested together with the session
 * check instead of after it (docs/decisions/112); the page still renders only once both have answered.
 */
export const Route = createFileRoute('/_authed')({
  loader: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(meQueryOptions);
    if (!user) throw redirect({ to: '/', replace: true });
  },
  component: Outlet,
});
