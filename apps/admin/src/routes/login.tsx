import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginGate } from '../features/login/login-gate.tsx';
import { isAdminFlagSet } from '../lib/admin-flag.ts';

export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    if (isAdminFlagSet()) throw redirect({ to: '/' });
  },
  component: LoginGate,
});
