import { createFileRoute } from '@tanstack/react-router';
import { RecipePage } from '../features/recipes/recipe-page.tsx';
import { recipeQueryOptions } from '../queries/recipes.ts';

interface RecipeSearch {
  /** `saved` when opened from /saved-recipes: Back returns there. */
  from?: 'saved';
  /** The generation session the recipe was picked from: Back returns to its options. */
  session?: string;
  /** Cook mode is open (one step at a time); a search flag, so reload and the browser's Back keep it. */
  cook?: true;
}

export const Route = createFileRoute('/recipe/$id')({
  validateSearch: (search: Record<string, unknown>): RecipeSearch => ({
    ...(search.from === 'saved' ? { from: 'saved' as const } : {}),
    ...(typeof search.session === 'string' && search.session ? { session: search.session } : {}),
    ...(search.cook === true || search.cook === 'true' || search.cook === 1 ? { cook: true as const } : {}),
  }),
  // Starts the fetch alongside the route chunk; a failure is handled by the page (toast, then home).
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(recipeQueryOptions(params.id)),
  component: RecipeRoute,
});

function RecipeRoute() {
  const { id } = Route.useParams();
  const { from, session, cook } = Route.useSearch();
  return <RecipePage key={id} id={id} from={from} session={session} cooking={cook === true} />;
}
