import {
  COLLECTION_COPY,
  COPY,
  PAGE_TITLES,
  RECIPE_TYPES,
  SAVED_SORT_KEYS,
  type SavedCard,
  type SavedPage as SavedPageData,
  type SavedSortKey,
  type SavedTypeFilter,
  TOASTS,
} from '@sous/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  DialogDescription,
  DialogTitle,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Sheet,
  SheetClose,
  SheetContent,
  SheetTrigger,
  Skeleton,
  toast,
} from '@sous/ui';
import { type InfiniteData, keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BookmarkX, CalendarDays, Filter, Flame, LayoutGrid, List, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { prefersUsEnglish, usShortDate } from '../../lib/quick-format.ts';
import { useLoadMoreOnScroll } from '../../lib/use-load-more.ts';
import { useWideScreen } from '../../lib/use-wide-screen.ts';
import { SAVED_PAGES_KEY, type SavedView, savedPagesQueryOptions } from '../../queries/collection.ts';
import { isSavedQueryOptions, savedRecipesQueryOptions } from '../../queries/recipes.ts';
import { EmptyCollection } from '../layout/empty-collection.tsx';
import { OFFLINE_COPY } from '../offline/offline-copy.ts';
import { RECIPE_TYPE_LABEL } from '../recipes/recipe-meta.ts';
import { RecipeFact, RecipeMetaFacts } from '../recipes/recipe-meta-line.tsx';
import { StarRating } from './star-rating.tsx';

type Layout = 'grid' | 'list';
type Pages = InfiniteData<SavedPageData, string>;

/** How long typing pauses before the search asks the server. */
const SEARCH_DEBOUNCE_MS = 250;

// One formatter for every card (`toLocaleDateString` with options builds one per call), and none in US
// English, where the text is known without loading ICU (lib/quick-format.ts; issue #20 part 3).
let dateFormat: Intl.DateTimeFormat | undefined;
const savedDate = (iso: string) => {
  const date = new Date(iso);
  if (prefersUsEnglish() && !Number.isNaN(date.getTime())) return usShortDate(date);
  dateFormat ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  return dateFormat.format(date);
};

export function SavedPage() {
  const id = useId();
  const queryClient = useQueryClient();
  usePageTitle(PAGE_TITLES.saved);
  const [search, setSearch] = useState('');
  const [debouncedSearch, setDebouncedSearch] = useState('');
  const [type, setType] = useState<SavedTypeFilter>('all');
  const [sort, setSort] = useState<SavedSortKey>('recent');
  const [layout, setLayout] = useState<Layout>('grid');
  const view: SavedView = { search: debouncedSearch, type, sort };
  const saved = useInfiniteQuery({ ...savedPagesQueryOptions(view), placeholderData: keepPreviousData });

  useEffect(() => {
    const timer = setTimeout(() => setDebouncedSearch(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (saved.isError) toast(TOASTS.savedLoadFailed);
  }, [saved.isError]);

  // The offline copy keeps every saved recipe in full (docs/decisions/099, 109): it is read again in
  // the background whenever the list's version moves, never for the cards.
  const version = saved.data?.pages[0]?.version;
  useEffect(() => {
    if (version === undefined || version < 0) return;
    void queryClient.fetchQuery({ ...savedRecipesQueryOptions, staleTime: 0 }).catch(() => undefined);
  }, [version, queryClient]);

  const cards = saved.data?.pages.flatMap((page) => page.items) ?? [];
  const filtering = debouncedSearch.trim() !== '' || type !== 'all';

  /** Changes every cached page of the saved list (each search, filter and sort). */
  function updateCards(change: (cards: SavedCard[]) => SavedCard[]) {
    queryClient.setQueriesData<Pages>({ queryKey: SAVED_PAGES_KEY }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
    );
  }

  /** After a change: the pages are read again when next shown, the offline copy at once. */
  function afterChange() {
    void queryClient.invalidateQueries({ queryKey: SAVED_PAGES_KEY, refetchType: 'none' });
    void queryClient.fetchQuery({ ...savedRecipesQueryOptions, staleTime: 0 }).catch(() => undefined);
  }

  async function rate(card: SavedCard, rating: number) {
    if (!navigator.onLine) {
      toast(OFFLINE_COPY.rate);
      return;
    }
    const before = card.rating;
    updateCards((list) => list.map((c) => (c.id === card.id ? { ...c, rating } : c)));
    try {
      await apiRequest('PUT', `/api/recipes/${card.recipeId}/rating`, { rating });
      afterChange();
    } catch {
      updateCards((list) => list.map((c) => (c.id === card.id ? { ...c, rating: before } : c)));
      toast(TOASTS.ratingFailed);
    }
  }

  async function unsave(card: SavedCard) {
    if (!navigator.onLine) {
      toast(OFFLINE_COPY.unsave);
      return;
    }
    const snapshot = queryClient.getQueriesData<Pages>({ queryKey: SAVED_PAGES_KEY });
    updateCards((list) => list.filter((c) => c.id !== card.id));
    try {
      await apiRequest('DELETE', `/api/recipes/${card.recipeId}/save`);
    } catch {
      for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
      toast(TOASTS.removeFailed);
      return;
    }
    queryClient.setQueryData(isSavedQueryOptions(card.recipeId).queryKey, () => ({ isSaved: false }));
    afterChange();
    toast({
      ...TOASTS.recipeUnsaved,
      action: { label: COLLECTION_COPY.saved.undo, onAction: () => void undo(card) },
    });
  }

  /** Saves the recipe again, with its rating; it comes back as saved now. */
  async function undo(card: SavedCard) {
    try {
      await apiRequest('POST', `/api/recipes/${card.recipeId}/save`);
      if (card.rating)
        await apiRequest('PUT', `/api/recipes/${card.recipeId}/rating`, { rating: card.rating });
      queryClient.setQueryData(isSavedQueryOptions(card.recipeId).queryKey, () => ({ isSaved: true }));
      toast(TOASTS.recipeSaved);
    } catch {
      toast(TOASTS.saveFailed);
    }
    void queryClient.invalidateQueries({ queryKey: SAVED_PAGES_KEY });
    void queryClient.fetchQuery({ ...savedRecipesQueryOptions, staleTime: 0 }).catch(() => undefined);
  }

  // More cards as the cook scrolls: the last row coming into view asks for the next page.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = saved;
  const sentinel = useLoadMoreOnScroll(saved);
  const wide = useWideScreen();

  const typeAndSort = (prefix: string) => (
    <>
      <div className="grid gap-1.5">
        <Label id={`${prefix}-type`}>{COPY.recipes.typeFilter}</Label>
        <Select value={type} onValueChange={(v) => setType(v as SavedTypeFilter)}>
          <SelectTrigger aria-labelledby={`${prefix}-type`} className="sm:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{COPY.recipes.allTypes}</SelectItem>
            {RECIPE_TYPES.map((t) => (
              <SelectItem key={t} value={t}>
                {RECIPE_TYPE_LABEL[t]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label id={`${prefix}-sort`}>{COPY.recipes.sortBy}</Label>
        <Select value={sort} onValueChange={(v) => setSort(v as SavedSortKey)}>
          <SelectTrigger aria-labelledby={`${prefix}-sort`} className="sm:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SAVED_SORT_KEYS.map((key) => (
              <SelectItem key={key} value={key}>
                {COPY.recipes.sortLabels[key]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{COPY.recipes.savedTitle}</h1>

      <div className="mb-6 flex items-end gap-3">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={`${id}-search`}>{COPY.recipes.searchSaved}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        {/* Phones: type and sort wait in a sheet, so the first card is in the first screen. */}
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="outline" className="sm:hidden">
              <Filter aria-hidden="true" />
              {COLLECTION_COPY.saved.filters}
            </Button>
          </SheetTrigger>
          <SheetContent>
            <DialogTitle>{COLLECTION_COPY.saved.filtersTitle}</DialogTitle>
            <DialogDescription className="sr-only">{COPY.recipes.savedTitle}</DialogDescription>
            {typeAndSort(`${id}-sheet`)}
            <SheetClose asChild>
              <Button>{COLLECTION_COPY.saved.showResults}</Button>
            </SheetClose>
          </SheetContent>
        </Sheet>
        {/* A phone never shows these (its sheet has its own): not rendered there (issue #20 part 3). */}
        {wide ? <div className="hidden gap-3 sm:flex sm:items-end">{typeAndSort(id)}</div> : null}
        {/* Grid and list differ only where the grid has more than one column. */}
        <div className="hidden gap-1 sm:flex">
          <Button
            variant={layout === 'grid' ? 'secondary' : 'ghost'}
            size="icon"
            aria-label={COPY.recipes.gridView}
            aria-pressed={layout === 'grid'}
            onClick={() => setLayout('grid')}
          >
            <LayoutGrid aria-hidden="true" />
          </Button>
          <Button
            variant={layout === 'list' ? 'secondary' : 'ghost'}
            size="icon"
            aria-label={COPY.recipes.listView}
            aria-pressed={layout === 'list'}
            onClick={() => setLayout('list')}
          >
            <List aria-hidden="true" />
          </Button>
        </div>
      </div>

      {saved.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((n) => (
            <li key={n}>
              <Skeleton className="h-52 w-full rounded-lg" />
            </li>
          ))}
        </ul>
      ) : cards.length === 0 && saved.isError ? null : cards.length === 0 && !filtering ? (
        <EmptyCollection
          icon={BookmarkX}
          title={COPY.recipes.emptySavedTitle}
          text={COPY.recipes.emptySavedText}
        />
      ) : cards.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{COPY.recipes.noMatches}</p>
      ) : (
        <>
          <ul
            className={cn('grid gap-4', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}
          >
            {cards.map((card) => (
              <li key={card.id}>
                <SavedCardView
                  card={card}
                  layout={layout}
                  onRate={(rating) => void rate(card, rating)}
                  onUnsave={() => void unsave(card)}
                />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="mt-6 flex justify-center">
            {hasNextPage ? (
              <Button variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {COLLECTION_COPY.saved.loadMore}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

function SavedCardView({
  card,
  layout,
  onRate,
  onUnsave,
}: {
  card: SavedCard;
  layout: Layout;
  onRate: (n: number) => void;
  onUnsave: () => void;
}) {
  return (
    <Card
      className={cn('flex h-full', layout === 'grid' ? 'flex-col' : 'flex-col sm:flex-row sm:items-center')}
    >
      <CardHeader className={cn('min-w-0 break-words', layout === 'list' && 'sm:flex-1')}>
        <div className="flex items-start justify-between gap-2">
          <Badge variant="secondary" className="self-start">
            {RECIPE_TYPE_LABEL[card.recipeType]}
          </Badge>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-2 -mr-2 shrink-0"
            aria-label={COLLECTION_COPY.saved.unsave(card.title)}
            onClick={onUnsave}
          >
            <BookmarkX aria-hidden="true" />
          </Button>
        </div>
        <CardTitle>
          <Link
            to="/recipe/$id"
            params={{ id: card.recipeId }}
            search={{ from: 'saved' }}
            className="rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {card.title}
          </Link>
        </CardTitle>
        <CardDescription className="line-clamp-2">{card.description}</CardDescription>
      </CardHeader>
      <CardContent className={cn('mt-auto grid gap-3', layout === 'list' && 'sm:w-80 sm:pt-6')}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <RecipeMetaFacts
            as="li"
            totalTime={card.totalTime}
            servings={card.servings}
            difficulty={card.difficulty}
          />
          {card.calories !== null ? (
            <RecipeFact as="li" icon={Flame}>
              {COLLECTION_COPY.saved.calories(card.calories)}
            </RecipeFact>
          ) : null}
          <RecipeFact as="li" icon={CalendarDays}>
            {COLLECTION_COPY.saved.savedOn(savedDate(card.savedAt))}
          </RecipeFact>
        </ul>
        <StarRating value={card.rating} onRate={onRate} />
      </CardContent>
    </Card>
  );
}
