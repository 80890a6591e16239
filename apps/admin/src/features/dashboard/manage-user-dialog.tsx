import {
  ADMIN_NOTES_MAX_LENGTH,
  ADMIN_TRIAL_DAYS,
  type AdminUser,
  PASSWORD_MIN_LENGTH,
  TOASTS,
  type ToastText,
} from '@sous/domain';
import { formatDateTime, subscriptionBadge } from '@sous/entitlements';
import { nextCharge, nextChargeText } from '@sous/entitlements/charges';
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
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Input,
  Label,
  Textarea,
  toast,
} from '@sous/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { apiSend } from '../../lib/api.ts';
import { refreshAdminData, USERS_PATH } from '../../queries/admin.ts';

interface ManageUserDialogProps {
  user: AdminUser;
  onOpenChange: (open: boolean) => void;
}

/** A date input's day, as the end of that day in the browser's time zone. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** Every spec §6 admin action on one user, each with its spec §8 success and failure toasts. */
export function ManageUserDialog({ user: initial, onOpenChange }: ManageUserDialogProps) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState(initial);
  const ids = { moderator: useId(), trial: useId(), premium: useId(), notes: useId() };
  const [trialDays, setTrialDays] = useState(String(ADMIN_TRIAL_DAYS.default));
  const [premiumUntil, setPremiumUntil] = useState('');
  const [notes, setNotes] = useState(initial.adminNotes ?? '');

  const userUrl = `${USERS_PATH}/${user.id}`;
  /** A PATCH on the user: the answer is the updated user, shown here and in the table and stats. */
  const useUserPatch = <Body,>(path: string, success: (body: Body) => ToastText | null, failure: ToastText) =>
    useMutation({
      mutationFn: (body: Body) => apiSend<AdminUser>('PATCH', `${userUrl}/${path}`, body),
      onSuccess: (updated, body) => {
        setUser(updated);
        const text = success(body);
        if (text) toast(text);
        void refreshAdminData(queryClient);
      },
      onError: () => toast(failure),
    });

  const moderator = useUserPatch<{ isModerator: boolean }>(
    'moderator',
    () => null,
    TOASTS.admin.moderatorFailed,
  );
  const trial = useUserPatch<{ trialDays: number }>(
    'trial',
    (body) => TOASTS.admin.trialGranted(body.trialDays),
    TOASTS.admin.grantTrialFailed,
  );
  const premium = useUserPatch<{ isPremium: boolean; premiumUntil: string | null }>(
    'premium',
    (body) => TOASTS.admin.premiumChanged(body.isPremium),
    TOASTS.admin.premiumFailed,
  );
  const notesUpdate = useUserPatch<{ notes: string }>(
    'notes',
    () => TOASTS.admin.notesUpdated,
    TOASTS.admin.notesFailed,
  );

  const days = Number(trialDays);
  const daysValid = Number.isInteger(days) && days >= ADMIN_TRIAL_DAYS.min && days <= ADMIN_TRIAL_DAYS.max;
  const badge = subscriptionBadge(user, new Date());
  // What billing will charge this user next, as they see it (docs/decisions/107).
  const charge = nextCharge(user, new Date());

  const grantTrial = (event: FormEvent) => {
    event.preventDefault();
    if (daysValid) trial.mutate({ trialDays: days });
  };
  const grantPremium = (event: FormEvent) => {
    event.preventDefault();
    premium.mutate({ isPremium: true, premiumUntil: premiumUntil ? endOfDay(premiumUntil) : null });
  };
  const saveNotes = (event: FormEvent) => {
    event.preventDefault();
    notesUpdate.mutate({ notes });
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="break-all">{user.email}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <Badge variant={badge.variant}>{badge.label}</Badge>
            {badge.tooltip && <span>{badge.tooltip}</span>}
            {charge && <span data-testid="next-charge">{nextChargeText(charge)}</span>}
            {user.isPremium && (
              <span>
                Premium granted
                {user.premiumUntil ? ` until ${formatDateTime(user.premiumUntil)}` : ', no end date'}
              </span>
            )}
          </DialogDescription>
        </DialogHeader>

        <div className="flex items-center gap-2">
          <Checkbox
            id={ids.moderator}
            checked={user.isModerator}
            disabled={moderator.isPending}
            onCheckedChange={(checked) => moderator.mutate({ isModerator: checked === true })}
          />
          <Label htmlFor={ids.moderator}>Moderator</Label>
        </div>

        <form className="grid gap-2" onSubmit={grantTrial}>
          <Label htmlFor={ids.trial}>Trial days</Label>
          <div className="flex gap-2">
            <Input
              id={ids.trial}
              type="number"
              inputMode="numeric"
              min={ADMIN_TRIAL_DAYS.min}
              max={ADMIN_TRIAL_DAYS.max}
              step={1}
              required
              className="w-24"
              value={trialDays}
              onChange={(event) => setTrialDays(event.target.value)}
            />
            <Button type="submit" disabled={!daysValid || trial.isPending}>
              Grant trial
            </Button>
          </div>
        </form>

        <form className="grid gap-2" onSubmit={grantPremium}>
          <Label htmlFor={ids.premium}>Premium until (optional)</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={ids.premium}
              type="date"
              className="w-auto"
              value={premiumUntil}
              onChange={(event) => setPremiumUntil(event.target.value)}
            />
            <Button type="submit" disabled={premium.isPending}>
              Grant premium
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={!user.isPremium || premium.isPending}
              onClick={() => premium.mutate({ isPremium: false, premiumUntil: null })}
            >
              Revoke premium
            </Button>
          </div>
        </form>

        <form className="grid gap-2" onSubmit={saveNotes}>
          <Label htmlFor={ids.notes}>Admin notes</Label>
          <Textarea
            id={ids.notes}
            rows={4}
            maxLength={ADMIN_NOTES_MAX_LENGTH}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            className="justify-self-start"
            disabled={notesUpdate.isPending}
          >
            Save notes
          </Button>
        </form>

        <DialogFooter className="flex-wrap gap-2 border-t pt-4 sm:justify-between">
          <ResetPasswordDialog userUrl={userUrl} email={user.email} />
          <DeleteUserDialog
            userUrl={userUrl}
            email={user.email}
            onDeleted={() => {
              void refreshAdminData(queryClient);
              onOpenChange(false);
            }}
          />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ResetPasswordDialog({ userUrl, email }: { userUrl: string; email: string }) {
  const passwordId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const reset = useMutation({
    mutationFn: (value: string) => apiSend<AdminUser>('PATCH', `${userUrl}/password`, { password: value }),
    onSuccess: () => {
      toast(TOASTS.admin.passwordReset);
      setPassword('');
      setOpen(false);
    },
    onError: () => toast(TOASTS.admin.resetPasswordFailed),
  });
  const long = password.length >= PASSWORD_MIN_LENGTH;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setPassword('');
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">Reset password</Button>
      </DialogTrigger>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (long) reset.mutate(password);
          }}
        >
          <DialogHeader>
            <DialogTitle>Reset password</DialogTitle>
            <DialogDescription className="break-all">
              A new password for {email}. They are signed out on every device.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={passwordId}>New password</Label>
            <Input
              id={passwordId}
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              value={password}
              aria-describedby={`${passwordId}-hint`}
              onChange={(event) => setPassword(event.target.value)}
            />
            <p id={`${passwordId}-hint`} className="text-xs text-muted-foreground">
              At least {PASSWORD_MIN_LENGTH} characters.
            </p>
          </div>
          <DialogFooter>
            <Button type="submit" disabled={!long || reset.isPending}>
              Reset password
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteUserDialog({
  userUrl,
  email,
  onDeleted,
}: {
  userUrl: string;
  email: string;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiSend('DELETE', userUrl),
    onSuccess: () => {
      toast(TOASTS.admin.userDeleted);
      setOpen(false);
      onDeleted();
    },
    onError: () => toast(TOASTS.admin.deleteUserFailed),
  });

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Delete user</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this user?</AlertDialogTitle>
          <AlertDialogDescription className="break-all">
            {email} and their saved recipes, ratings and history are deleted, and any subscription is
            cancelled. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              // Stay open until the API answers.
              event.preventDefault();
              remove.mutate();
            }}
          >
            Delete user
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
