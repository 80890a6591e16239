import { COPY, TOASTS } from '@sous/domain';
import { Button, Card, CardContent, Input, Label, toast } from '@sous/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { setAdminFlag } from '../../lib/admin-flag.ts';
import { apiSend, isUnauthorized } from '../../lib/api.ts';

/** Spec §2 password gate; §8 texts: 'Access Denied' / 'Invalid password', 'Failed to authenticate'. */
export function LoginGate() {
  const navigate = useNavigate();
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: (value: string) => apiSend<{ ok: true }>('POST', '/api/admin/login', { password: value }),
    onSuccess: () => {
      setAdminFlag(true);
      toast(TOASTS.admin.accessGranted);
      void navigate({ to: '/' });
    },
    onError: (error) => {
      setPassword('');
      toast(isUnauthorized(error) ? TOASTS.admin.accessDenied : TOASTS.admin.authFailed);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) login.mutate(password);
  };

  return (
    <main className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center px-4 py-12">
      <h1 className="mb-6 text-center text-2xl font-semibold">{COPY.admin.title}</h1>
      <Card>
        <CardContent className="pt-6">
          <form className="grid gap-4" onSubmit={submit}>
            <div className="grid gap-2">
              <Label htmlFor={passwordId}>{COPY.admin.password}</Label>
              <Input
                id={passwordId}
                type="password"
                autoComplete="current-password"
                autoFocus
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <Button type="submit" disabled={!password || login.isPending}>
              {COPY.admin.login}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
