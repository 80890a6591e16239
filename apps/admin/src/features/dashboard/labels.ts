import type { AdminUserFilter } from '@sous/domain';

// Console labels. The spec gives no words for these (its §8 toasts come from TOASTS.admin).

export const TYPE_LABELS: Record<AdminUserFilter, string> = {
  all: 'All users',
  free: 'Free',
  trial: 'Trial',
  premium: 'Premium',
};

export const STAT_LABELS = {
  totalUsers: 'Total users',
  premiumUsers: 'Premium',
  trialUsers: 'Trial',
  freeUsers: 'Free',
  moderators: 'Moderators',
} as const;
