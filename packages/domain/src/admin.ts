import * as v from 'valibot';
import { ADMIN_NOTES_MAX_LENGTH, ADMIN_TRIAL_DAYS, PASSWORD_MIN_LENGTH } from './constants.ts';
import { multiLineText, singleLineText } from './text.ts';
import { AdminUserSchema, PASSWORD_MAX_LENGTH } from './user.ts';

export const AdminLoginSchema = v.object({
  password: v.pipe(multiLineText(), v.minLength(1), v.maxLength(512)),
});

export const ADMIN_USER_FILTERS = ['all', 'free', 'trial', 'premium'] as const;
export type AdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];

export const ADMIN_PAGE_SIZE = { default: 50, max: 200 } as const;

export const AdminUsersQuerySchema = v.object({
  type: v.optional(v.picklist(ADMIN_USER_FILTERS), 'all'),
  search: v.optional(v.pipe(singleLineText(), v.trim(), v.maxLength(254)), ''),
  cursor: v.optional(v.pipe(singleLineText(), v.maxLength(200))),
  limit: v.optional(
    v.pipe(
      singleLineText(),
      v.regex(/^\d{1,3}$/),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(ADMIN_PAGE_SIZE.max),
    ),
    String(ADMIN_PAGE_SIZE.default),
  ),
});
export type AdminUsersQuery = v.InferOutput<typeof AdminUsersQuerySchema>;

export const AdminUsersResponseSchema = v.object({
  users: v.array(AdminUserSchema),
  nextCursor: v.nullable(v.string()),
});
export type AdminUsersResponse = v.InferOutput<typeof AdminUsersResponseSchema>;

export const AdminStatsSchema = v.object({
  totalUsers: v.number(),
  premiumUsers: v.number(),
  trialUsers: v.number(),
  freeUsers: v.number(),
  moderators: v.number(),
});
export type AdminStats = v.InferOutput<typeof AdminStatsSchema>;

export const AdminUserParamsSchema = v.object({ id: v.pipe(singleLineText(), v.uuid()) });

export const AdminModeratorBodySchema = v.object({ isModerator: v.boolean() });
export const AdminPasswordBodySchema = v.object({
  password: v.pipe(multiLineText(), v.minLength(PASSWORD_MIN_LENGTH), v.maxLength(PASSWORD_MAX_LENGTH)),
});
export const AdminTrialBodySchema = v.object({
  trialDays: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(ADMIN_TRIAL_DAYS.min), v.maxValue(ADMIN_TRIAL_DAYS.max)),
    ADMIN_TRIAL_DAYS.default,
  ),
});
export const AdminPremiumBodySchema = v.object({
  isPremium: v.boolean(),
  premiumUntil: v.optional(v.nullable(v.pipe(singleLineText(), v.isoTimestamp())), null),
});
export const AdminNotesBodySchema = v.object({
  notes: v.pipe(multiLineText(), v.maxLength(ADMIN_NOTES_MAX_LENGTH)),
});
