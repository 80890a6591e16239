import { PANTRY_COPY, type ShoppingLine, type ShoppingList } from '@sous/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  cn,
  Skeleton,
  toast,
} from '@sous/ui';
import { useQueryClient } from '@tanstack/react-query';
import { PackageCheck, Printer, Share2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useCurrentUser } from '../../queries/auth.ts';
import { pantryQueryOptions } from '../../queries/pantry.ts';
import { useMeasurementSystem } from '../units/use-measurement-system.ts';
import { lineAmount, shoppingListText } from './list-text.ts';
import { useShoppingList } from './use-shopping-list.ts';

const COPY = PANTRY_COPY.list;

export function ShoppingListPage() {
  usePageTitle(PANTRY_COPY.list.title);
  const { user } = useCurrentUser();
  if (!user) return null;
  return <ShoppingListOf userId={user.id} />;
}

function ShoppingListOf({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [system] = useMeasurementSystem();
  const { list, shown, pending, toggle, flush, queryKey } = useShoppingList(userId);

  const failed = (cause: unknown) =>
    toast({
      title: cause instanceof ApiError ? (cause.serverMessage ?? cause.message) : String(cause),
      variant: 'destructive',
    });
  const [busy, setBusy] = useState(false);

  /** Sends queued checks first, so the server clears or moves what the cook sees checked. */
  async function afterChecks(request: () => Promise<void>) {
    setBusy(true);
    try {
      await flush();
      await request();
    } catch (cause) {
      failed(cause);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey });
    }
  }
  const clear = () =>
    afterChecks(async () => void (await apiRequest('DELETE', '/api/shopping-list/checked')));
  const move = () =>
    afterChecks(async () => {
      const { moved } = await apiRequest<{ moved: number }>('POST', '/api/shopping-list/checked/to-pantry');
      toast({ title: COPY.moved(moved) });
      await queryClient.invalidateQueries({ queryKey: pantryQueryOptions.queryKey });
    });

  async function share(current: ShoppingList) {
    const text = shoppingListText(current, system, COPY.title);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: COPY.title, text });
        return;
      } catch {
        // Cancelled or refused: fall back to the clipboard.
      }
    }
    await navigator.clipboard?.writeText(text);
    toast({ title: COPY.copied });
  }

  const anyChecked = shown?.aisles.some((aisle) => aisle.lines.some((line) => line.checked)) ?? false;
  const empty = shown ? shown.aisles.length === 0 && shown.covered.length === 0 : false;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{COPY.title}</h1>
      {pending > 0 ? (
        <p role="status" className="rounded-md border bg-muted px-3 py-2 text-sm">
          {COPY.offlineChecks(pending)}
        </p>
      ) : null}
      {!shown ? (
        list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {list.error instanceof ApiError
              ? (list.error.serverMessage ?? list.error.message)
              : String(list.error)}
          </p>
        ) : (
          <Skeleton className="h-64 w-full" />
        )
      ) : empty ? (
        <p className="text-sm text-muted-foreground">{COPY.empty}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              {COPY.print}
            </Button>
            <Button variant="outline" size="sm" onClick={() => void share(shown)}>
              <Share2 aria-hidden="true" />
              {COPY.share}
            </Button>
            <Button variant="outline" size="sm" disabled={!anyChecked || busy} onClick={() => void clear()}>
              <Trash2 aria-hidden="true" />
              {COPY.clearChecked}
            </Button>
            <Button size="sm" disabled={!anyChecked || busy} onClick={() => void move()}>
              <PackageCheck aria-hidden="true" />
              {COPY.moveChecked}
            </Button>
          </div>
          {shown.aisles.map((aisle) => (
            <Card key={aisle.aisle}>
              <CardHeader>
                <CardTitle className="text-base">{aisle.aisle}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="divide-y" aria-label={aisle.aisle}>
                  {aisle.lines.map((line) => (
                    <ListLine key={line.key} line={line} system={system} onToggle={toggle} />
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
          {shown.covered.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle className="text-base">{COPY.covered}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-1 text-sm text-muted-foreground" aria-label={COPY.covered}>
                  {shown.covered.map((line) => (
                    <li key={line.key}>
                      {line.name}{' '}
                      <span className="text-xs">({COPY.forRecipes(line.recipes.map((r) => r.title))})</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}
        </>
      )}
    </div>
  );
}

function ListLine({
  line,
  system,
  onToggle,
}: {
  line: ShoppingLine;
  system: 'imperial' | 'metric';
  onToggle: (key: string, checked: boolean) => void;
}) {
  const id = useId();
  const amount = lineAmount(line, system);
  return (
    <li className="flex items-start gap-3 py-2">
      <Checkbox
        id={id}
        className="mt-1 size-5"
        checked={line.checked}
        onCheckedChange={(checked) => onToggle(line.key, checked === true)}
      />
      <label htmlFor={id} className="grid flex-1 gap-0.5">
        <span
          className={cn(
            'flex flex-wrap items-baseline gap-x-2',
            line.checked && 'text-muted-foreground line-through',
          )}
        >
          <span className="font-medium">{line.name}</span>
          {amount ? <span className="tabular-nums">{amount}</span> : null}
          {line.inPantry ? (
            <Badge variant="secondary" className="no-underline">
              {COPY.inPantry}
            </Badge>
          ) : null}
        </span>
        <span className="text-xs text-muted-foreground">
          {COPY.forRecipes(line.recipes.map((r) => r.title))}
        </span>
      </label>
    </li>
  );
}
