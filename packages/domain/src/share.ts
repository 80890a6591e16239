import * as v from 'valibot';
import { RecipeDraftSchema, RecipeIdSchema } from './recipe.ts';
import { singleLineText } from './text.ts';

// Share links (docs/decisions/097): `/r/{token}` opens a read-only copy of a saved recipe. The token is
// 32 random bytes in base64url (43 characters); only its SHA-256 is stored.

export const SHARE_TOKEN_LENGTH = 43;
export const ShareTokenSchema = v.pipe(
  singleLineText(),
  v.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid share link.'),
);
export const ShareTokenParamsSchema = v.object({ token: ShareTokenSchema });

export const ShareLinkIdSchema = v.pipe(singleLineText(), v.uuid());
export const ShareLinkParamsSchema = v.object({ id: RecipeIdSchema, linkId: ShareLinkIdSchema });

/** Indexable only when the owner asks: by default search engines are told not to index the page. */
export const CreateShareLinkBodySchema = v.optional(v.object({ indexable: v.optional(v.boolean(), false) }), {
  indexable: false,
});
export type CreateShareLinkBody = v.InferOutput<typeof CreateShareLinkBodySchema>;

export const ShareLinkSchema = v.object({
  id: ShareLinkIdSchema,
  indexable: v.boolean(),
  createdAt: v.pipe(singleLineText(), v.isoTimestamp()),
});
export type ShareLink = v.InferOutput<typeof ShareLinkSchema>;

/** The answer to creating a link: the only time the token is ever sent. */
export const CreatedShareLinkSchema = v.object({
  ...ShareLinkSchema.entries,
  token: ShareTokenSchema,
  /** `/r/{token}`, on the web app's origin. */
  path: singleLineText(),
});
export type CreatedShareLink = v.InferOutput<typeof CreatedShareLinkSchema>;

/** What a shared link shows: the recipe and when it was made — nothing of the person who shared it. */
export const SharedRecipeSchema = v.object({
  recipe: RecipeDraftSchema,
  publishedAt: v.pipe(singleLineText(), v.isoTimestamp()),
});
export type SharedRecipe = v.InferOutput<typeof SharedRecipeSchema>;

export const sharePath = (token: string): string => `/r/${token}`;

/** Words of the recipe page's print, download and share actions and of the shared page. */
export const SHARE_COPY = {
  print: 'Print',
  downloadJson: 'Download recipe (.json)',
  shareLinks: 'Share links',
  createLink: 'Create share link',
  creating: 'Creating...',
  indexable: 'Let search engines list it',
  noLinks: 'No share links yet. Anyone with a link can read this recipe, never your account or ratings.',
  copy: 'Copy link',
  copied: 'Link copied',
  revoke: 'Revoke',
  revoked: 'Share link revoked',
  createdOn: (date: string) => `Created ${date}`,
  /** The token is shown only when the link is made; another browser cannot copy it again. */
  tokenElsewhere: 'Copy it where it was created, or make a new one.',
  searchable: 'listed by search engines',
  makeYourOwn: 'Make your own with Sous',
  sharedWith: 'A recipe shared from Sous',
  ingredients: 'Ingredients',
  steps: 'Steps',
  servings: 'Servings',
  prep: 'Prep',
  cook: 'Cook',
  total: 'Total',
  minutes: (n: number) => `${n} min`,
  nutritionPerServing: (kcal: number) => `${kcal} kcal per serving`,
} as const;
