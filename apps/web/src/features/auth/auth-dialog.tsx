import {
  type AuthResponse,
  COPY,
  FREE_RECIPE_COPY,
  GOOGLE_COPY,
  PASSWORD_MIN_LENGTH,
  type PublicUser,
  TOASTS,
} from '@sous/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@sous/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { apiRequest, serverMessageOf } from '../../lib/api.ts';
import { meQueryOptions } from '../../queries/auth.ts';
import { authProvidersQueryOptions } from '../../queries/auth-providers.ts';
import { useUpsell } from '../upsell/upsell-provider.tsx';
import { currentReturnPath, GoogleButton } from './google-button.tsx';
import { TermsAgreement } from './terms-agreement.tsx';

export { default as GoogleReturn } from './google-return.tsx';

export type AuthTab = 'signin' | 'signup';
/** `claimFreeRecipe`: the visitor allowance of the cook's network is spent, not their own (decision 101). */
export type AuthReason = 'claimFreeRecipe';

export interface AuthDialogProps {
  open: boolean;
  defaultTab?: AuthTab;
  /** Shown as step 1 of 2 of the upsell flow ('Create Account'). */
  asUpsellStep?: boolean;
  /** Why the dialog opened, said in one line under the spec's texts. */
  reason?: AuthReason | undefined;
  onClose: () => void;
  onSuccess?: (user: PublicUser) => void;
}

/** Spec §2/§4/§5 auth dialog: the join title, Sign In and Sign Up tabs, busy labels, §8 toasts. */
export function AuthDialog({
  open,
  defaultTab = 'signin',
  asUpsellStep = false,
  reason,
  onClose,
  onSuccess,
}: AuthDialogProps) {
  const queryClient = useQueryClient();
  const { send } = useUpsell();
  const [tab, setTab] = useState<AuthTab>(defaultTab);
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    if (open) setTab(defaultTab);
  }, [open, defaultTab]);

  function finish(user: PublicUser, kind: 'SIGNED_IN' | 'SIGNED_UP') {
    // Answers cached while signed out (saved state, lists) belong to nobody now.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryOptions.queryKey[0] });
    queryClient.setQueryData(meQueryOptions.queryKey, user);
    toast(kind === 'SIGNED_IN' ? TOASTS.signInSuccess : TOASTS.signUpSuccess);
    onSuccess?.(user);
    // The machine closes its own sign-up step (and opens payment); a standalone dialog closes here.
    send({ type: kind });
    if (!asUpsellStep) onClose();
  }

  async function signIn(email: string, password: string) {
    setBusy(true);
    try {
      const { user } = await apiRequest<AuthResponse>('POST', '/api/auth/signin', { email, password });
      finish(user, 'SIGNED_IN');
    } catch (error) {
      toast(TOASTS.signInFailed(serverMessageOf(error)));
    } finally {
      setBusy(false);
    }
  }

  async function signUp(email: string, password: string, confirmPassword: string) {
    if (password !== confirmPassword) {
      toast(TOASTS.passwordsDontMatch);
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      toast(TOASTS.passwordTooShort);
      return;
    }
    setBusy(true);
    try {
      const { user } = await apiRequest<AuthResponse>('POST', '/api/auth/signup', { email, password });
      finish(user, 'SIGNED_UP');
    } catch (error) {
      toast(TOASTS.signUpFailed(serverMessageOf(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !isBusy) onClose();
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          {asUpsellStep ? (
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">
              {COPY.auth.stepOneOfTwo}
            </p>
          ) : null}
          <DialogTitle>{asUpsellStep ? COPY.auth.createAccount : COPY.auth.title}</DialogTitle>
          <DialogDescription>
            {asUpsellStep ? COPY.auth.stepOneDescription : COPY.auth.description}
          </DialogDescription>
        </DialogHeader>
        {reason === 'claimFreeRecipe' ? (
          <p
            data-testid="auth-reason"
            className="rounded-md border-l-4 border-primary bg-muted px-3 py-2 text-sm"
          >
            {FREE_RECIPE_COPY.signUpToClaim}
          </p>
        ) : null}
        <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">{COPY.auth.signInTab}</TabsTrigger>
            <TabsTrigger value="signup">{COPY.auth.signUpTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm isBusy={isBusy} onSubmit={signIn} />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm isBusy={isBusy} onSubmit={signUp} onNavigate={onClose} />
          </TabsContent>
        </Tabs>
        {/* Not in the upsell flow: Google's redirect would leave its step 2 (payment) behind. */}
        {asUpsellStep ? null : <ContinueWithGoogle />}
      </DialogContent>
    </Dialog>
  );
}

/** Shown when the API has a Google client (GET /api/auth/providers); a first sign-in asks for the Terms after. */
function ContinueWithGoogle() {
  const { data } = useQuery(authProvidersQueryOptions);
  if (!data?.google) return null;
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {GOOGLE_COPY.or}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <GoogleButton returnTo={currentReturnPath()} />
    </div>
  );
}

function SignInForm({
  isBusy,
  onSubmit,
}: {
  isBusy: boolean;
  onSubmit: (email: string, password: string) => void;
}) {
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
  }
  return (
    <form className="grid gap-4 pt-2" onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>{COPY.auth.email}</Label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>{COPY.auth.password}</Label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </div>
      <Button type="submit" disabled={isBusy}>
        {isBusy ? COPY.auth.signingIn : COPY.auth.signIn}
      </Button>
    </form>
  );
}

function SignUpForm({
  isBusy,
  onSubmit,
  onNavigate,
}: {
  isBusy: boolean;
  onSubmit: (email: string, password: string, confirmPassword: string) => void;
  onNavigate: () => void;
}) {
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(
      String(data.get('email') ?? ''),
      String(data.get('password') ?? ''),
      String(data.get('confirmPassword') ?? ''),
    );
  }
  return (
    <form className="grid gap-4 pt-2" onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>{COPY.auth.email}</Label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>{COPY.auth.password}</Label>
        <Input id={`${id}-password`} name="password" type="password" autoComplete="new-password" required />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confirm`}>{COPY.auth.confirmPassword}</Label>
        <Input
          id={`${id}-confirm`}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
      </div>
      <TermsAgreement onNavigate={onNavigate} className="text-xs" />
      <Button type="submit" disabled={isBusy}>
        {isBusy ? COPY.auth.creatingAccount : COPY.auth.createAccount}
      </Button>
    </form>
  );
}
