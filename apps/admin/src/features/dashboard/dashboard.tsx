import { COPY } from '@sous/domain';
import { Button } from '@sous/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { setAdminFlag } from '../../lib/admin-flag.ts';
import { apiSend } from '../../lib/api.ts';
import { StatsCards } from './stats-cards.tsx';
import { UserTable } from './user-table.tsx';

export function Dashboard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    // Whatever the answer (even a 401 for an already-ended session), this browser leaves the console.
    await apiSend('POST', '/api/admin/logout').catch(() => {});
    setAdminFlag(false);
    queryClient.clear();
    void navigate({ to: '/login' });
  };

  return (
    <>
      <header className="border-b bg-card">
        <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <h1 className="text-lg font-semibold">{COPY.admin.title}</h1>
          <Button variant="outline" size="sm" onClick={logout} disabled={leaving}>
            {COPY.admin.logout}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-6">
        <StatsCards />
        <UserTable />
      </main>
    </>
  );
}
