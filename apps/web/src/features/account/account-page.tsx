import {
  type AuthResponse,
  COPY,
  GOOGLE_COPY,
  GRANT_COPY,
  PAGE_TITLES,
  PASSWORD_MIN_LENGTH,
  type PortalSessionResponse,
  type PublicUser,
  TOASTS,
} from '@sous/domain';
import { formatDate, planSummary } from '@sous/entitlements';
import { nextCharge, nextChargeText } from '@sous/entitlements/charges';
import {
  AlertDialog,
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
  Input,
  Label,
  toast,
} from '@sous/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { apiRequest, serverMessageOf } from '../../lib/api.ts';
import { forgetCookData } from '../../lib/cook-storage.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { meQueryOptions, useCurrentUser } from '../../queries/auth.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { useUpsell } from '../upsell/upsell-provider.tsx';

export function AccountPage() {
  const { user } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  usePageTitle(PAGE_TITLES.account);
  // Signed out while here (another tab, deleted account): spec §2 sends everyone else home.
  if (!user) return <Navigate to="/" replace />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{COPY.account.title}</h1>
          <p className="text-muted-foreground">
            {COPY.account.signedInAs} <span className="font-medium text-foreground">{user.email}</span>
          </p>
        </div>
        <Button variant="outline" onClick={() => void signOut()} disabled={isSigningOut}>
          <LogOut aria-hidden="true" />
          {COPY.header.signOut}
        </Button>
      </header>
      <ProfileCard user={user} />
      <SubscriptionCard user={user} />
      {/* An account made with Google has no password until its owner adds one. */}
      {user.hasPassword ? <ChangePasswordCard /> : <AddPasswordCard />}
      <DangerZoneCard />
    </div>
  );
}

function ProfileCard({ user }: { user: PublicUser }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{COPY.account.profile}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted-foreground">{COPY.account.email}</dt>
            <dd className="font-medium break-all">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{COPY.account.accountCreated}</dt>
            <dd className="font-medium">{formatDate(user.createdAt)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function SubscriptionCard({ user }: { user: PublicUser }) {
  const { openUpsell } = useUpsell();
  const [isOpening, setOpening] = useState(false);
  const now = new Date();
  const summary = planSummary(user, now);
  // Beside the spec's lines: what billing will charge next, as the badge and the portal state it.
  const charge = nextCharge(user, now);

  async function manage() {
    setOpening(true);
    try {
      // The cook's time zone, so the simulated portal states times as this page does.
      const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
      const { url } = await apiRequest<PortalSessionResponse>('POST', '/api/stripe/create-portal-session', {
        timeZone,
      });
      window.location.assign(url);
    } catch {
      toast(TOASTS.portalFailed);
      setOpening(false);
    }
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{COPY.account.subscription}</CardTitle>
        <Badge variant={summary.badge.variant}>{summary.badge.label}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="font-medium">{summary.headline}</p>
        {summary.detail ? (
          <p className="text-sm text-muted-foreground">
            {summary.detail.label}: <span className="text-foreground">{summary.detail.value}</span>
          </p>
        ) : null}
        {charge ? (
          <p className="text-sm" data-testid="next-charge">
            {nextChargeText(charge)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {summary.canSubscribe ? (
            <Button onClick={openUpsell}>
              {summary.plan === 'free' ? COPY.header.upgrade : GRANT_COPY.subscribeEarly}
            </Button>
          ) : null}
          {summary.showManageSubscription ? (
            <Button variant="outline" onClick={() => void manage()} disabled={isOpening}>
              {COPY.account.manageSubscription}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function ChangePasswordCard() {
  const id = useId();
  const [isBusy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get('currentPassword') ?? '');
    const newPassword = String(data.get('newPassword') ?? '');
    if (!newPasswordAccepted(newPassword, String(data.get('confirmPassword') ?? ''))) return;
    setBusy(true);
    try {
      await apiRequest('POST', '/api/auth/change-password', { currentPassword, newPassword });
      toast(TOASTS.passwordChanged);
      form.reset();
    } catch (error) {
      toast(TOASTS.changePasswordFailed(serverMessageOf(error)));
    } finally {
      setBusy(false);
    }
  }

  const fields = [
    ['currentPassword', COPY.account.currentPassword, 'current-password'],
    ['newPassword', COPY.account.newPassword, 'new-password'],
    ['confirmPassword', COPY.account.confirmNewPassword, 'new-password'],
  ] as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{COPY.account.changePassword}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={(e) => void submit(e)}>
          {fields.map(([name, label, autoComplete]) => (
            <div key={name} className="grid gap-2">
              <Label htmlFor={`${id}-${name}`}>{label}</Label>
              <Input id={`${id}-${name}`} name={name} type="password" autoComplete={autoComplete} required />
            </div>
          ))}
          <Button type="submit" className="justify-self-start" disabled={isBusy}>
            {isBusy ? COPY.account.updating : COPY.account.updatePassword}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function AddPasswordCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const [isBusy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const newPassword = String(data.get('newPassword') ?? '');
    if (!newPasswordAccepted(newPassword, String(data.get('confirmPassword') ?? ''))) return;
    setBusy(true);
    try {
      const { user } = await apiRequest<AuthResponse>('POST', '/api/auth/add-password', { newPassword });
      toast(GOOGLE_COPY.addPassword.added);
      // hasPassword is now true: the card becomes Change Password.
      queryClient.setQueryData(meQueryOptions.queryKey, user);
    } catch (error) {
      toast(GOOGLE_COPY.addPassword.failed(serverMessageOf(error)));
    } finally {
      setBusy(false);
    }
  }

  const fields = [
    ['newPassword', COPY.account.newPassword],
    ['confirmPassword', COPY.account.confirmNewPassword],
  ] as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{GOOGLE_COPY.addPassword.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{GOOGLE_COPY.addPassword.description}</p>
        <form className="grid max-w-md gap-4" onSubmit={(e) => void submit(e)}>
          {fields.map(([name, label]) => (
            <div key={name} className="grid gap-2">
              <Label htmlFor={`${id}-${name}`}>{label}</Label>
              <Input id={`${id}-${name}`} name={name} type="password" autoComplete="new-password" required />
            </div>
          ))}
          <Button type="submit" className="justify-self-start" disabled={isBusy}>
            {isBusy ? GOOGLE_COPY.addPassword.busy : GOOGLE_COPY.addPassword.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function DangerZoneCard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { signOut, isSigningOut } = useSignOut();
  const [open, setOpen] = useState(false);
  const [isDeleting, setDeleting] = useState(false);

  async function deleteAccount() {
    setDeleting(true);
    try {
      await apiRequest('DELETE', '/api/auth/delete-account');
      toast(TOASTS.accountDeleted);
      setOpen(false);
      await queryClient.cancelQueries({ queryKey: meQueryOptions.queryKey });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryOptions.queryKey[0] });
      queryClient.setQueryData(meQueryOptions.queryKey, null);
      await forgetCookData();
      await navigate({ to: '/', replace: true });
    } catch {
      toast(TOASTS.deleteAccountFailed);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-destructive">{COPY.account.dangerZone}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void signOut()} disabled={isSigningOut}>
          <LogOut aria-hidden="true" />
          {COPY.account.logOut}
        </Button>
        <AlertDialog open={open} onOpenChange={(next) => !isDeleting && setOpen(next)}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">{COPY.account.deleteAccount}</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{COPY.account.deleteTitle}</AlertDialogTitle>
              <AlertDialogDescription>{COPY.account.deleteText}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={isDeleting}>{COPY.account.cancel}</AlertDialogCancel>
              {/* A plain button: the Radix Action would close the dialog before the request ends. */}
              <Button variant="destructive" onClick={() => void deleteAccount()} disabled={isDeleting}>
                {isDeleting ? COPY.account.deleting : COPY.account.deleteAccount}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}

/** A new password typed twice alike and long enough; else the toast that says which, and false. */
function newPasswordAccepted(newPassword: string, confirmation: string): boolean {
  if (newPassword !== confirmation) {
    toast(TOASTS.newPasswordsDontMatch);
    return false;
  }
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    toast(TOASTS.passwordTooShort);
    return false;
  }
  return true;
}
