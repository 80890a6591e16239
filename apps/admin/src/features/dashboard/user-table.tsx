import { ADMIN_USER_FILTERS, type AdminUser, type AdminUserFilter, GOOGLE_COPY, TOASTS } from '@sous/domain';
import { formatDate, subscriptionBadge } from '@sous/entitlements';
import {
  Badge,
  Button,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  toast,
} from '@sous/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { isUnauthorized } from '../../lib/api.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { adminUsersQuery } from '../../queries/admin.ts';
import { TYPE_LABELS } from './labels.ts';
import { ManageUserDialog } from './manage-user-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/** Users newest first, filtered and searched on the server, paged by cursor (next and back). */
export function UserTable() {
  const searchId = useId();
  const typeId = useId();
  const [type, setType] = useState<AdminUserFilter>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [managed, setManaged] = useState<AdminUser | null>(null);
  // The cursors of the pages seen so far, for this filter and search; the last one is the page shown
  // (undefined: the first). Another filter or search starts again at the first page.
  const filterKey = `${type}\n${search}`;
  const [paging, setPaging] = useState<{ filterKey: string; cursors: Array<string | undefined> }>({
    filterKey,
    cursors: [undefined],
  });
  const cursors = paging.filterKey === filterKey ? paging.cursors : [undefined];
  const setCursors = (update: (list: Array<string | undefined>) => Array<string | undefined>) =>
    setPaging({ filterKey, cursors: update(cursors) });

  const cursor = cursors.at(-1);
  const users = useQuery({ ...adminUsersQuery({ type, search, cursor }), placeholderData: keepPreviousData });

  useEffect(() => {
    if (users.error && !isUnauthorized(users.error)) toast(TOASTS.admin.loadUsersFailed);
  }, [users.error]);

  const now = new Date();
  const page = cursors.length;
  const rows = users.data?.users ?? [];

  return (
    <section aria-labelledby="users-heading" className="grid gap-4">
      <h2 id="users-heading" className="text-lg font-semibold">
        Users
      </h2>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="grid gap-1.5">
          <Label htmlFor={typeId}>User type</Label>
          <Select value={type} onValueChange={(value) => setType(value as AdminUserFilter)}>
            <SelectTrigger id={typeId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ADMIN_USER_FILTERS.map((filter) => (
                <SelectItem key={filter} value={filter}>
                  {TYPE_LABELS[filter]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={searchId}>Search by email</Label>
          <Input
            id={searchId}
            type="search"
            inputMode="email"
            autoComplete="off"
            placeholder="name@example.com"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
      </div>

      <div className="overflow-x-auto rounded-lg border bg-card" aria-busy={users.isFetching}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {TYPE_LABELS[type]}
            {search ? `, email contains “${search}”` : ''}, page {page}
          </caption>
          <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Email
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                Plan
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                Moderator
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
                Sign-in
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
                Joined
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
                Last login
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((user) => {
              const badge = subscriptionBadge(user, now);
              return (
                <tr key={user.id} className="border-b last:border-b-0">
                  <td className="max-w-[12rem] px-3 py-2 sm:max-w-none">
                    <div className="truncate font-medium" title={user.email}>
                      {user.email}
                    </div>
                    {/* Narrow screens: the plan under the email instead of in its own column. */}
                    <Badge variant={badge.variant} className="mt-1 sm:hidden">
                      {badge.label}
                    </Badge>
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">{user.isModerator ? 'Yes' : 'No'}</td>
                  <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">
                    {user.signInMethods.map((method) => GOOGLE_COPY.signInMethodLabels[method]).join(', ') ||
                      '—'}
                  </td>
                  <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">
                    {formatDate(user.createdAt)}
                  </td>
                  <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">
                    {user.lastLogin ? formatDate(user.lastLogin) : '—'}
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Manage ${user.email}`}
                      onClick={() => setManaged(user)}
                    >
                      Manage
                    </Button>
                  </td>
                </tr>
              );
            })}
            {rows.length === 0 && (
              <tr>
                <td colSpan={7} className="px-3 py-8 text-center text-muted-foreground">
                  {users.isPending
                    ? 'Loading users…'
                    : users.isError
                      ? 'Users could not be loaded.'
                      : 'No users found.'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      <nav aria-label="Pages" className="flex items-center justify-between gap-3">
        <Button
          variant="outline"
          size="sm"
          disabled={page === 1}
          onClick={() => setCursors((list) => list.slice(0, -1))}
        >
          Previous
        </Button>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          Page {page}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={!users.data?.nextCursor || users.isPlaceholderData}
          onClick={() => {
            const next = users.data?.nextCursor;
            if (next) setCursors((list) => [...list, next]);
          }}
        >
          Next
        </Button>
      </nav>

      {managed && (
        <ManageUserDialog
          key={managed.id}
          user={managed}
          onOpenChange={(open) => {
            if (!open) setManaged(null);
          }}
        />
      )}
    </section>
  );
}
