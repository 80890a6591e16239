export {
  adminUserType,
  checkoutButtonLabel,
  type DisplayPlan,
  displayPlan,
  hasAdminPremium,
  hasPremiumAccess,
  subscriptionTypeOf,
  type TrialInfo,
  trialInfo,
  type UserPlan,
  userPlan,
} from './access.ts';
export {
  type BadgeVariant,
  type PlanSummary,
  planSummary,
  type SubscriptionBadge,
  subscriptionBadge,
  trialDaysLeftText,
} from './badge.ts';
export {
  type DateInput,
  type FormatOptions,
  formatDate,
  formatDateTime,
  formatTime,
  isFuture,
  type Locale,
  msUntil,
  toDate,
} from './dates.ts';
export {
  type FreeGenerationDecision,
  type FreeGenerationGateInput,
  type FreeGenerationReason,
  freeGenerationGate,
} from './gate.ts';
export {
  type UpsellContext,
  type UpsellEffect,
  type UpsellEvent,
  type UpsellState,
  type UpsellTransition,
  type UpsellView,
  type UpsellViewName,
  upsellMachine,
} from './upsell.ts';
