// The recipe's share links (docs/decisions/097), for its signed-in owner: create, copy, revoke.
// The API keeps only a hash of each token, so a link can be copied only in the browser that made it.
import { type CreatedShareLink, SHARE_COPY, type ShareLink } from '@sous/domain';
import { Button, Card, CardContent, CardHeader, CardTitle, Checkbox, toast } from '@sous/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { apiRequest, getQueryFn, serverMessageOf } from '../../lib/api.ts';
import { SHARE_TOKENS_KEY as TOKENS_KEY } from '../../lib/cook-storage.ts';
import { readItem, writeItem } from '../../lib/storage.ts';

function readTokens(): Record<string, string> {
  try {
    const parsed = JSON.parse(readItem('local', TOKENS_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function writeTokens(update: (tokens: Record<string, string>) => Record<string, string>): void {
  writeItem('local', TOKENS_KEY, JSON.stringify(update(readTokens())));
}

const shareLinksQueryOptions = (recipeId: string) => ({
  queryKey: ['/api/recipes', recipeId, 'share-links'] as const,
  queryFn: getQueryFn<ShareLink[]>({ on401: 'throw' }) as () => Promise<ShareLink[]>,
});

export default function ShareLinks({ recipeId }: { recipeId: string }) {
  const queryClient = useQueryClient();
  const links = useQuery(shareLinksQueryOptions(recipeId));
  const [indexable, setIndexable] = useState(false);
  const [busy, setBusy] = useState(false);
  const [tokens, setTokens] = useState(readTokens);
  const indexableId = useId();

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: shareLinksQueryOptions(recipeId).queryKey });
  const urlOf = (token: string) => `${window.location.origin}/r/${token}`;

  async function copy(token: string) {
    try {
      await navigator.clipboard.writeText(urlOf(token));
      toast({ title: SHARE_COPY.copied });
    } catch {
      // Clipboard refused (permissions): the link is on screen to copy by hand.
    }
  }

  async function create() {
    if (busy) return;
    setBusy(true);
    try {
      const link = await apiRequest<CreatedShareLink>('POST', `/api/recipes/${recipeId}/share-links`, {
        indexable,
      });
      writeTokens((all) => ({ ...all, [link.id]: link.token }));
      setTokens(readTokens());
      await refresh();
      void copy(link.token);
    } catch (error) {
      toast({ title: serverMessageOf(error) ?? 'Could not create a share link.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(linkId: string) {
    try {
      await apiRequest('DELETE', `/api/recipes/${recipeId}/share-links/${linkId}`);
      writeTokens(({ [linkId]: _gone, ...rest }) => rest);
      setTokens(readTokens());
      toast({ title: SHARE_COPY.revoked });
      await refresh();
    } catch (error) {
      toast({ title: serverMessageOf(error) ?? 'Could not revoke the link.', variant: 'destructive' });
    }
  }

  return (
    <Card className="print:hidden" data-testid="share-links">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Link2 className="size-4" aria-hidden="true" />
          {SHARE_COPY.shareLinks}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" onClick={() => void create()} disabled={busy}>
            {busy ? SHARE_COPY.creating : SHARE_COPY.createLink}
          </Button>
          <div className="flex items-center gap-2">
            <Checkbox
              id={indexableId}
              checked={indexable}
              onCheckedChange={(checked) => setIndexable(checked === true)}
            />
            <label htmlFor={indexableId}>{SHARE_COPY.indexable}</label>
          </div>
        </div>
        {links.data && links.data.length === 0 ? (
          <p className="text-muted-foreground">{SHARE_COPY.noLinks}</p>
        ) : null}
        <ul className="grid gap-2">
          {(links.data ?? []).map((link) => {
            const token = tokens[link.id];
            return (
              <li key={link.id} className="flex flex-wrap items-center gap-2 rounded-md border p-2">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  {token ? (
                    <code className="truncate text-xs" data-testid="share-url">
                      {urlOf(token)}
                    </code>
                  ) : (
                    <span className="text-xs text-muted-foreground">{SHARE_COPY.tokenElsewhere}</span>
                  )}
                  <span className="text-xs text-muted-foreground">
                    {SHARE_COPY.createdOn(new Date(link.createdAt).toLocaleString())}
                    {link.indexable ? ` · ${SHARE_COPY.searchable}` : ''}
                  </span>
                </div>
                {token ? (
                  <Button size="sm" variant="outline" onClick={() => void copy(token)}>
                    <Copy aria-hidden="true" />
                    {SHARE_COPY.copy}
                  </Button>
                ) : null}
                <Button size="sm" variant="outline" onClick={() => void revoke(link.id)}>
                  <Trash2 aria-hidden="true" />
                  {SHARE_COPY.revoke}
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
