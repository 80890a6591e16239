import { COLLECTION_COPY, COPY, type HistoryEntry, type HistoryPage as HistoryPageData } from '@sous/domain';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  toast,
} from '@sous/ui';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bookmark, History, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { useLoadMoreOnScroll } from '../../lib/use-load-more.ts';
import { HISTORY_KEY, historyQueryOptions } from '../../queries/collection.ts';
import { EmptyCollection } from '../layout/empty-collection.tsx';
import { RECIPE_TYPE_LABEL } from '../recipes/recipe-meta.ts';
import { RecipeMetaFacts } from '../recipes/recipe-meta-line.tsx';

const generatedAt = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /history: the signed-in cook's past generations (spec §3 recipe history; docs/decisions/110). */
export function HistoryPage() {
  const history = useInfiniteQuery(historyQueryOptions);

  useEffect(() => {
    if (history.isError) toast(COLLECTION_COPY.history.loadFailed);
  }, [history.isError]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const sentinel = useLoadMoreOnScroll(history);

  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{COLLECTION_COPY.history.title}</h1>
      <p className="mt-1 mb-6 text-muted-foreground">{COLLECTION_COPY.history.subtitle}</p>
      {history.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          {[0, 1].map((n) => (
            <Skeleton key={n} className="h-40 w-full rounded-lg" />
          ))}
        </div>
      ) : entries.length === 0 && !history.isError ? (
        <EmptyCollection
          icon={History}
          title={COLLECTION_COPY.history.emptyTitle}
          text={COLLECTION_COPY.history.emptyText}
        />
      ) : (
        <>
          <ul className="grid gap-4">
            {entries.map((entry) => (
              <li key={entry.sessionId}>
                <HistoryCard entry={entry} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="mt-6 flex justify-center">
            {hasNextPage ? (
              <Button variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {COLLECTION_COPY.history.loadMore}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

function HistoryCard({ entry }: { entry: HistoryEntry }) {
  const queryClient = useQueryClient();
  const [isDeleting, setDeleting] = useState(false);
  const when = generatedAt(entry.createdAt);

  async function remove() {
    setDeleting(true);
    try {
      await apiRequest('DELETE', `/api/history/${entry.sessionId}`);
    } catch {
      setDeleting(false);
      toast(COLLECTION_COPY.history.deleteFailed);
      return;
    }
    queryClient.setQueryData<InfiniteData<HistoryPageData, string>>(HISTORY_KEY, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((item) => item.sessionId !== entry.sessionId),
            })),
          }
        : data,
    );
    queryClient.removeQueries({ queryKey: [...HISTORY_KEY, entry.sessionId] });
    toast(COLLECTION_COPY.history.deleted);
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-lg">{COLLECTION_COPY.history.generatedOn(when)}</CardTitle>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link
              to="/recipes/$sessionId"
              params={{ sessionId: entry.sessionId }}
              aria-label={COLLECTION_COPY.history.openLabel(when)}
            >
              {COLLECTION_COPY.history.open}
            </Link>
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                variant="ghost"
                size="sm"
                disabled={isDeleting}
                aria-label={COLLECTION_COPY.history.deleteLabel(when)}
              >
                <Trash2 aria-hidden="true" />
                <span className="hidden sm:inline">{COLLECTION_COPY.history.delete}</span>
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{COLLECTION_COPY.history.deleteTitle}</AlertDialogTitle>
                <AlertDialogDescription>{COLLECTION_COPY.history.deleteText}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{COPY.account.cancel}</AlertDialogCancel>
                <AlertDialogAction onClick={() => void remove()}>
                  {COLLECTION_COPY.history.delete}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {entry.recipes.map((recipe) => (
            <li key={recipe.id} className="min-w-0 break-words rounded-md border p-3">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{RECIPE_TYPE_LABEL[recipe.recipeType]}</Badge>
                {recipe.saved ? (
                  <Badge variant="outline">
                    <Bookmark className="size-3" aria-hidden="true" />
                    {COLLECTION_COPY.history.saved}
                  </Badge>
                ) : null}
              </div>
              <Link
                to="/recipe/$id"
                params={{ id: recipe.id }}
                search={{ session: entry.sessionId }}
                className="mt-2 block rounded-sm font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {recipe.title}
              </Link>
              <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                <RecipeMetaFacts as="span" totalTime={recipe.totalTime} servings={recipe.servings} />
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
