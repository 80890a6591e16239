import type { RecipeDraft } from '@sous/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  /** Null for an account made with Google until its owner adds a password. */
  passwordHash: string | null;
  createdAt: CreatedAt;
  isModerator: Generated<boolean>;
  isPremium: Generated<boolean>;
  premiumUntil: Timestamp | null;
  /** free | trial | active | cancelled; null reads as free. */
  subscriptionType: string | null;
  trialEndsAt: Timestamp | null;
  subscriptionEndsAt: Timestamp | null;
  hasUsedTrial: Generated<boolean>;
  /** When the first-month discount stops applying (charges before it are $1.49); null without one. */
  discountEndsAt: Timestamp | null;
  freeRecipeGeneratedAt: Timestamp | null;
  lastLogin: Timestamp | null;
  adminNotes: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** When the provider last changed the subscription fields: older webhook events are ignored. */
  subscriptionSyncedAt: Timestamp | null;
  /** Bumped when the user's saved recipes or ratings change (the saved-list cache key). */
  savedVersion: Generated<number>;
}
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export interface SessionsTable {
  /** The public half of the token `{id}.{secret}`. */
  id: string;
  /** SHA-256 of the secret half, hex; the secret itself is only in the browser's cookie. */
  secretHash: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
}
export type SessionRow = Selectable<SessionsTable>;

/** A third-party identity linked to a user by the provider's stable subject id (docs/decisions/100). */
export interface OauthAccountsTable {
  /** 'google' */
  provider: string;
  subject: string;
  userId: string;
  /** The provider's email when the link was made. */
  email: string;
  createdAt: CreatedAt;
  lastUsedAt: Timestamp | null;
}
export type OauthAccountRow = Selectable<OauthAccountsTable>;

export interface RecipesTable {
  id: Generated<string>;
  /** The generation session the recipe came from: /recipes/{sessionId}. */
  sessionId: string;
  userId: string | null;
  visitorId: string | null;
  recipeType: string;
  title: string;
  data: ColumnType<RecipeDraft, string, string>;
  createdAt: CreatedAt;
  /** Generated from `data`: the lower-cased text the Saved page's search reads (docs/decisions/109). */
  searchText: ColumnType<string, never, never>;
  /** Generated from `data`: the total time, for the Saved page's time sort. */
  totalTime: ColumnType<number, never, never>;
}
export type RecipeRow = Selectable<RecipesTable>;

export interface SavedRecipesTable {
  id: Generated<string>;
  userId: string;
  recipeId: string;
  savedAt: CreatedAt;
  rating: number | null;
}

export interface ShareLinksTable {
  id: Generated<string>;
  /** SHA-256 of the link's token, hex; the token itself is only in the link. */
  tokenHash: string;
  userId: string;
  recipeId: string;
  indexable: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface GenerationsTable {
  id: Generated<string>;
  userId: string | null;
  visitorId: string | null;
  ip: string | null;
  /** local | claude */
  provider: string;
  /** pending | success | failed | refused */
  outcome: string;
  errorCode: string | null;
  sessionId: string | null;
  durationMs: number | null;
  /** True when this generation spends the one free credit of a free user or visitor. */
  freeCredit: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface AdminSessionsTable {
  sid: string;
  session: ColumnType<Record<string, unknown>, string, string>;
  expiresAt: Timestamp;
}

export interface AdminAuditLogTable {
  id: Generated<string>;
  action: string;
  targetUserId: string | null;
  targetEmail: string | null;
  ip: string | null;
  details: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  createdAt: CreatedAt;
}

export interface ProcessedWebhookEventsTable {
  id: string;
  type: string;
  processedAt: CreatedAt;
}

export interface PantryItemsTable {
  id: Generated<string>;
  userId: string;
  /** The item as the cook typed it. */
  text: string;
  /** The catalogue id, or the words as written (lower case) for a food the catalogue does not know. */
  foodKey: string;
  ingredientId: string | null;
  quantity: number | null;
  unit: string | null;
  createdAt: CreatedAt;
  /** Insertion order (an identity column); bigint, so read as a string. */
  position: Generated<string>;
}

export interface ShoppingListLinesTable {
  id: Generated<string>;
  userId: string;
  recipeId: string;
  recipeTitle: string;
  /** The recipe's ingredient line (or shopping gap item) as written. */
  item: string;
  foodKey: string;
  /** Scaled to the recipe's scale when added; null with a text amount ("a pinch") or none. */
  amount: number | null;
  amountText: string | null;
  unit: string;
  checked: Generated<boolean>;
  createdAt: CreatedAt;
  position: Generated<string>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  oauthAccounts: OauthAccountsTable;
  recipes: RecipesTable;
  savedRecipes: SavedRecipesTable;
  shareLinks: ShareLinksTable;
  generations: GenerationsTable;
  adminSessions: AdminSessionsTable;
  adminAuditLog: AdminAuditLogTable;
  processedWebhookEvents: ProcessedWebhookEventsTable;
  pantryItems: PantryItemsTable;
  shoppingListLines: ShoppingListLinesTable;
}
