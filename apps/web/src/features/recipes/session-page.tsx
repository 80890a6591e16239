import { COPY, PAGE_TITLES, TOASTS } from '@sous/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  toast,
} from '@sous/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowRight, Info, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { historySessionQueryOptions } from '../../queries/history-session.ts';
import { readSessionRecipes, type SessionRecipes, storeSessionRecipes } from '../generate/session-recipes.ts';
import { DishIllustration } from './dish-illustration.tsx';
import { pantryNoteLines } from './pantry-note.ts';
import { RECIPE_TYPE_LABEL } from './recipe-meta.ts';
import { RecipeMetaFacts } from './recipe-meta-line.tsx';

export function SessionPage({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  usePageTitle(PAGE_TITLES.options);
  // Read once, before the first paint, so the note and the cards never move in after it.
  const [stored] = useState<SessionRecipes | null>(() => readSessionRecipes(sessionId));
  // Not generated in this tab: a signed-in cook's earlier generation comes from their history
  // (docs/decisions/110); anyone else's, or a deleted one, answers 404.
  const fromHistory = useQuery({ ...historySessionQueryOptions(sessionId), enabled: stored === null });
  const session: SessionRecipes | null =
    stored ??
    (fromHistory.data && fromHistory.data.recipes.length > 0
      ? { recipes: fromHistory.data.recipes, pantry: null }
      : null);
  const missing = stored === null && (fromHistory.isError || (fromHistory.isSuccess && session === null));

  useEffect(() => {
    if (missing) {
      toast(TOASTS.noRecipesFound);
      void navigate({ to: '/', replace: true });
    }
  }, [missing, navigate]);

  // Kept in this tab like a fresh generation, so the recipe page's Back finds its way here.
  useEffect(() => {
    if (stored === null && session) storeSessionRecipes(sessionId, session);
  }, [stored, session, sessionId]);

  if (!session) {
    return missing ? null : (
      <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-8 md:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-64 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  const { recipes } = session;
  const noteLines = pantryNoteLines(session.pantry);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{COPY.recipes.sessionTitle}</h1>
          <p className="mt-1 text-muted-foreground">{COPY.recipes.sessionSubtitle}</p>
        </div>
        <Button variant="outline" asChild>
          <Link to="/">
            <RotateCcw aria-hidden="true" />
            {COPY.recipes.generateNew}
          </Link>
        </Button>
      </div>
      {noteLines.length > 0 && (
        <div
          role="note"
          aria-label={COPY.recipes.pantryNote.label}
          className="mb-6 flex gap-2 rounded-md border bg-card p-3 text-sm text-card-foreground"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0 space-y-1 break-words">
            {noteLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </div>
      )}
      {/* grid-cols-1 and break-words: one long word in a card must not widen the page on a phone. */}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {recipes.map((recipe) => (
          <li key={recipe.id} className="min-w-0 break-words">
            <Link
              to="/recipe/$id"
              params={{ id: recipe.id }}
              search={{ session: sessionId }}
              className="group block h-full rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <Card className="flex h-full flex-col transition-shadow group-hover:shadow-md">
                <CardHeader>
                  <div className="flex items-start justify-between gap-3">
                    <Badge variant="secondary">{RECIPE_TYPE_LABEL[recipe.recipeType]}</Badge>
                    <DishIllustration recipe={recipe} className="size-14 shrink-0" />
                  </div>
                  <CardTitle className="text-xl">{recipe.title}</CardTitle>
                  <CardDescription className="line-clamp-3">{recipe.description}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
                  <RecipeMetaFacts
                    as="span"
                    totalTime={recipe.totalTime}
                    servings={recipe.servings}
                    difficulty={recipe.difficulty}
                  />
                  <span className="ml-auto flex items-center gap-1 font-medium text-primary">
                    {COPY.recipes.viewRecipe}
                    <ArrowRight
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                </CardContent>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
