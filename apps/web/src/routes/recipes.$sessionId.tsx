import { createFileRoute } from '@tanstack/react-router';
import { SessionPage } from '../features/recipes/session-page.tsx';

export const Route = createFileRoute('/recipes/$sessionId')({ component: RecipesOfSession });

function RecipesOfSession() {
  const { sessionId } = Route.useParams();
  return <SessionPage key={sessionId} sessionId={sessionId} />;
}
