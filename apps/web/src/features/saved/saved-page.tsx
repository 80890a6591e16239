import {
  COPY,
  PAGE_TITLES,
  RECIPE_TYPES,
  SAVED_SORT_KEYS,
  type SavedRecipe,
  type SavedSortKey,
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
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  toast,
} from '@sous/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BookmarkX, Clock, LayoutGrid, List, Search, Sparkles } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { savedRecipesQueryOptions } from '../../queries/recipes.ts';
import { OFFLINE_COPY } from '../offline/offline-copy.ts';
import { RECIPE_TYPE_LABEL } from '../recipes/recipe-meta.ts';
import { filterAndSortSaved, type SavedTypeFilter } from './filter-saved.ts';
import { StarRating } from './star-rating.tsx';

type Layout = 'grid' | 'list';

/** The offline copy keeps the new rating too (docs/decisions/099). */
const rememberSaved = (saved: SavedRecipe[]) =>
  import('../offline/offline-store.ts').then(
    (store) => store.rememberSaved(saved),
    () => undefined,
  );

export function SavedPage() {
  const id = useId();
  const queryClient = useQueryClient();
  const saved = useQuery(savedRecipesQueryOptions);
  usePageTitle(PAGE_TITLES.saved);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<SavedTypeFilter>('all');
  const [sort, setSort] = useState<SavedSortKey>('recent');
  const [layout, setLayout] = useState<Layout>('grid');

  useEffect(() => {
    if (saved.isError) toast(TOASTS.savedLoadFailed);
  }, [saved.isError]);

  const shown = useMemo(
    () => filterAndSortSaved(saved.data ?? [], { search, type, sort }),
    [saved.data, search, type, sort],
  );

  async function rate(entry: SavedRecipe, rating: number) {
    if (!navigator.onLine) {
      toast(OFFLINE_COPY.rate);
      return;
    }
    const key = savedRecipesQueryOptions.queryKey;
    const before = queryClient.getQueryData<SavedRecipe[]>(key);
    const after = queryClient.setQueryData<SavedRecipe[]>(key, (list) =>
      list?.map((e) => (e.id === entry.id ? { ...e, rating } : e)),
    );
    try {
      await apiRequest('PUT', `/api/recipes/${entry.recipe.id}/rating`, { rating });
      if (after) void rememberSaved(after);
    } catch {
      queryClient.setQueryData(key, before);
      toast(TOASTS.ratingFailed);
    }
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{COPY.recipes.savedTitle}</h1>

      <div className="mb-6 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <div className="grid gap-1.5">
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
        <div className="grid gap-1.5">
          <Label id={`${id}-type`}>{COPY.recipes.typeFilter}</Label>
          <Select value={type} onValueChange={(v) => setType(v as SavedTypeFilter)}>
            <SelectTrigger aria-labelledby={`${id}-type`} className="sm:w-40">
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
          <Label id={`${id}-sort`}>{COPY.recipes.sortBy}</Label>
          <Select value={sort} onValueChange={(v) => setSort(v as SavedSortKey)}>
            <SelectTrigger aria-labelledby={`${id}-sort`} className="sm:w-40">
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
        <div className="flex gap-1">
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
      ) : (saved.data?.length ?? 0) === 0 ? (
        <EmptySaved />
      ) : shown.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{COPY.recipes.noMatches}</p>
      ) : (
        <ul className={cn('grid gap-4', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}>
          {shown.map((entry) => (
            <li key={entry.id}>
              <SavedCard entry={entry} layout={layout} onRate={(rating) => void rate(entry, rating)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedCard({
  entry,
  layout,
  onRate,
}: {
  entry: SavedRecipe;
  layout: Layout;
  onRate: (n: number) => void;
}) {
  const { recipe } = entry;
  return (
    <Card
      className={cn('flex h-full', layout === 'grid' ? 'flex-col' : 'flex-col sm:flex-row sm:items-center')}
    >
      <CardHeader className={cn(layout === 'list' && 'sm:flex-1')}>
        <Badge variant="secondary" className="self-start">
          {RECIPE_TYPE_LABEL[recipe.recipeType]}
        </Badge>
        <CardTitle>
          <Link
            to="/recipe/$id"
            params={{ id: recipe.id }}
            search={{ from: 'saved' }}
            className="rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {recipe.title}
          </Link>
        </CardTitle>
        <CardDescription className="line-clamp-2">{recipe.description}</CardDescription>
      </CardHeader>
      <CardContent
        className={cn(
          'mt-auto flex flex-wrap items-center justify-between gap-2',
          layout === 'list' && 'sm:pt-6',
        )}
      >
        <span className="flex items-center gap-1 text-sm text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" />
          {COPY.recipes.minutes(recipe.totalTime)}
        </span>
        <StarRating value={entry.rating} onRate={onRate} />
      </CardContent>
    </Card>
  );
}

function EmptySaved() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed bg-card px-4 py-16 text-center">
      <BookmarkX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{COPY.recipes.emptySavedTitle}</h2>
      <p className="max-w-sm text-muted-foreground">{COPY.recipes.emptySavedText}</p>
      <Button asChild>
        <Link to="/">
          <Sparkles aria-hidden="true" />
          {COPY.recipes.generateRecipes}
        </Link>
      </Button>
    </div>
  );
}
