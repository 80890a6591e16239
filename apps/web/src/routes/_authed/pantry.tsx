import { createFileRoute } from '@tanstack/react-router';
import { PantryPage } from '../../features/pantry/pantry-page.tsx';
import { pantryQueryOptions } from '../../queries/pantry.ts';

export const Route = createFileRoute('/_authed/pantry')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(pantryQueryOptions),
  component: PantryPage,
});
