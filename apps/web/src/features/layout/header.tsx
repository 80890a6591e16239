import { COPY } from '@sous/domain';
import { Button, Skeleton } from '@sous/ui';
import { Link } from '@tanstack/react-router';
import { ChefHat } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../queries/auth.ts';
import { useAuthDialog } from '../auth/auth-dialog-provider.tsx';

// Menus, tooltips and the unit select are for signed-in users only: a visitor never downloads them.
const SignedInActions = lazy(() => import('./signed-in-actions.tsx'));

export function Header() {
  const { user, isLoading } = useCurrentUser();
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Link
          to="/"
          activeOptions={{ exact: true }}
          aria-label={COPY.header.home}
          className="flex items-center gap-2 rounded-md text-lg font-bold outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ChefHat className="size-7 text-primary" aria-hidden="true" />
          <span>{COPY.brand.name}</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          {isLoading ? (
            <Skeleton className="h-9 w-40" />
          ) : user ? (
            <Suspense fallback={<Skeleton className="h-9 w-40" />}>
              <SignedInActions />
            </Suspense>
          ) : (
            <SignedOutActions />
          )}
        </nav>
      </div>
    </header>
  );
}

function SignedOutActions() {
  const { openAuth } = useAuthDialog();
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => openAuth({ tab: 'signin' })}>
        {COPY.header.signIn}
      </Button>
      <Button size="sm" onClick={() => openAuth({ tab: 'signup' })}>
        {COPY.header.signUp}
      </Button>
    </>
  );
}
