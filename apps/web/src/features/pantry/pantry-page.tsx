import { COMMON_STAPLES, PANTRY_COPY, type PantryItem, type PantryResponse } from '@sous/domain';
import { Button, Card, CardContent, CardHeader, CardTitle, Input, Label, Skeleton } from '@sous/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { pantryQueryOptions } from '../../queries/pantry.ts';

const COPY = PANTRY_COPY.pantry;

/** What the ingredient reader understood of an item: the food, and the amount when one was read. */
function understood(item: PantryItem): string {
  if (!item.food) return COPY.notRecognised;
  const amount = item.quantity === null ? '' : ` · ${item.quantity}${item.unit ? ` ${item.unit}` : ''}`;
  return `${COPY.understoodAs(item.food)}${amount}`;
}

export function PantryPage() {
  usePageTitle(PANTRY_COPY.pantry.title);
  const id = useId();
  const queryClient = useQueryClient();
  const pantry = useQuery(pantryQueryOptions);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const [busy, setBusy] = useState(false);

  /** Adds what was typed (or a staple); true when it was stored. */
  async function add(value: string): Promise<boolean> {
    setBusy(true);
    try {
      const response = await apiRequest<PantryResponse>('POST', '/api/pantry', { text: value });
      queryClient.setQueryData(pantryQueryOptions.queryKey, response);
      setError(null);
      return true;
    } catch (cause) {
      setError(cause instanceof ApiError ? (cause.serverMessage ?? cause.message) : String(cause));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function remove(itemId: string) {
    setBusy(true);
    try {
      await apiRequest('DELETE', `/api/pantry/${itemId}`);
    } catch (cause) {
      setError(cause instanceof ApiError ? (cause.serverMessage ?? cause.message) : String(cause));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: pantryQueryOptions.queryKey });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    void add(text).then((stored) => stored && setText(''));
  }

  const items = pantry.data?.items ?? [];
  const held = new Set(items.map((item) => item.text.toLowerCase()));
  const staples = COMMON_STAPLES.filter((staple) => !held.has(staple));

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6 sm:py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{COPY.title}</h1>
        <p className="text-sm text-muted-foreground">{COPY.intro}</p>
      </div>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <form className="grid gap-2" onSubmit={submit} noValidate>
            <Label htmlFor={`${id}-add`}>{COPY.addLabel}</Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-add`}
                value={text}
                onChange={(event) => setText(event.target.value)}
                aria-describedby={`${id}-hint`}
                maxLength={2000}
                autoComplete="off"
              />
              <Button type="submit" disabled={busy || !text.trim()}>
                <Plus aria-hidden="true" />
                {COPY.add}
              </Button>
            </div>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {COPY.addHint}
            </p>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </form>
          {staples.length > 0 ? (
            <div className="grid gap-2">
              <h2 className="text-sm font-medium">{COPY.quickAdd}</h2>
              <ul className="flex flex-wrap gap-2">
                {staples.map((staple) => (
                  <li key={staple}>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      onClick={() => void add(staple)}
                    >
                      <Plus aria-hidden="true" />
                      {staple}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{COPY.title}</CardTitle>
        </CardHeader>
        <CardContent>
          {pantry.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{COPY.empty}</p>
          ) : (
            <ul className="divide-y" aria-label={COPY.title}>
              {items.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="grid">
                    <span className="font-medium">{item.text}</span>
                    <span className="text-xs text-muted-foreground">{understood(item)}</span>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={COPY.remove(item.text)}
                    disabled={busy}
                    onClick={() => void remove(item.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
