import { createFileRoute } from '@tanstack/react-router';
import { PantryPage } from '../../features/pantry/pantry-page.tsx';

// No loader: a loader stays in the entry chunk with the route tree, and the page fetches on its own.
export const Route = createFileRoute('/_authed/pantry')({
  component: PantryPage,
});
