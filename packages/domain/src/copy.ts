// Every user-facing text of spec §2, §4, §5 and §8, written once. The API, web and admin import these.
import { BRAND, PRICING } from './constants.ts';

export interface ToastText {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

const name = BRAND.productName;

export const COPY = {
  brand: {
    name,
    operatorLine: `Operated by ${BRAND.operator}, ${BRAND.country}`,
    copyright: `© ${BRAND.copyrightYear} ${name}. All rights reserved.`,
    tagline: 'Discover delicious recipes powered by AI, every day.',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
  },
  header: {
    generate: 'Generate',
    saved: 'Saved',
    upgrade: 'Upgrade to Premium',
    signIn: 'Sign In',
    signUp: 'Sign Up',
    accountSettings: 'Account Settings',
    switchToMetric: 'Switch to Metric',
    switchToUs: 'Switch to US',
    signOut: 'Sign Out',
    unitUs: 'US',
    unitMetric: 'Metric',
  },
  home: {
    ingredientsLabel: 'Ingredients',
    ingredientsPlaceholder: 'e.g. chicken thighs, spinach, half a lemon, garlic, leftover rice',
    voiceInput: 'Voice input',
    servings: 'Servings',
    customize: 'Customize',
    cookingTime: 'Cooking time',
    dietary: 'Dietary options',
    allergies: 'Allergies',
    allergiesPlaceholder: 'e.g. peanuts, shellfish',
    skillLevel: 'Skill level',
    equipment: 'Equipment',
    budget: 'Budget',
    nutritionalFocus: 'Nutritional focus',
    generate: 'Generate My Recipes',
    surprise: 'Surprise Me with Random Recipes',
  },
  progress: { title: 'Creating your recipes' },
  auth: {
    title: `Join ${name}`,
    signInTab: 'Sign In',
    signUpTab: 'Sign Up',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    signIn: 'Sign In',
    signingIn: 'Signing in...',
    createAccount: 'Create Account',
    creatingAccount: 'Creating account...',
    stepOneOfTwo: 'Step 1 of 2',
    invalidCredentials: 'Invalid email or password',
    emailTaken: 'An account with this email already exists.',
  },
  recipes: {
    quickWin: 'Quick Win',
    zeroWaste: 'Zero-Waste',
    upgradePath: 'Upgrade Path',
    generateNew: 'Generate New Recipes',
    tabs: {
      ingredients: 'Ingredients',
      steps: 'Steps',
      substitutions: 'Substitutions',
      nutrition: 'Nutrition',
      tips: 'Tips',
    },
    nextStep: 'Next Step',
    save: 'Save',
    saved: 'Saved',
    back: 'Back',
    generateRecipes: 'Generate Recipes',
  },
  account: {
    title: 'Account Settings',
    profile: 'Profile Information',
    email: 'Email',
    accountCreated: 'Account Created',
    subscription: 'Subscription',
    activeBilling: `$${PRICING.monthlyPrice}/month - Billed monthly`,
    nextBilling: 'Next billing date',
    cancelled: 'Your subscription has been cancelled',
    accessUntil: 'Access until',
    freeUpsell: 'Upgrade to unlock unlimited recipes',
    /** Not in the spec: the card's line for premium granted by an admin (no billing). */
    premiumGranted: 'Premium access granted',
    leftInTrial: 'left in trial',
    trialEnds: 'Trial ends',
    manageSubscription: 'Manage Subscription',
    changePassword: 'Change Password',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    updatePassword: 'Update Password',
    updating: 'Updating...',
    dangerZone: 'Danger Zone',
    logOut: 'Log Out',
    deleteAccount: 'Delete Account',
    deleting: 'Deleting...',
    cancel: 'Cancel',
    deleteTitle: 'Are you absolutely sure?',
    deleteText:
      'This action cannot be undone. This will permanently delete your account and remove all your data from our servers, including all saved recipes and subscription information.',
  },
  upsell: {
    startTrial: 'Start Free Trial',
    subscribeNow: 'Subscribe Now',
    retentionTitle: 'Wait! Are You Sure?',
    offerTitle: 'Limited Time Offer',
  },
  badge: {
    notSignedIn: 'Not signed in',
    premium: 'Premium ⭐',
    trial: (days: number) => `Trial: ${days}d left`,
    trialEndsSoon: 'Trial ends soon',
    cancelled: 'Cancelled',
    free: 'Free',
    trialTooltip: (date: string, time: string) => `Trial ends: ${date} at ${time}`,
    cancelledTooltip: (date: string, time: string) => `Access until: ${date} at ${time}`,
    activeTooltip: (date: string) => `Next billing: ${date}`,
  },
  notFound: { title: '404 Page Not Found', backHome: 'Back to Home' },
  legal: { lastUpdated: 'Last Updated: January 13, 2025', backHome: 'Back to Home' },
  admin: { title: `${name} Admin`, password: 'Admin password', login: 'Log in', logout: 'Log out' },
} as const;

/** Toasts and errors of spec §5 and §8. */
export const TOASTS = {
  missingIngredients: {
    title: 'Missing ingredients',
    description: 'Please enter at least one ingredient.',
    variant: 'destructive',
  },
  passwordsDontMatch: {
    title: "Passwords don't match",
    description: 'Please make sure your passwords match.',
    variant: 'destructive',
  },
  newPasswordsDontMatch: {
    title: "Passwords don't match",
    description: 'Please make sure your new passwords match.',
    variant: 'destructive',
  },
  passwordTooShort: {
    title: 'Password too short',
    description: 'Password must be at least 8 characters.',
    variant: 'destructive',
  },
  voiceUnsupported: {
    title: 'Not supported',
    description: 'Voice input is not supported in your browser.',
    variant: 'destructive',
  },
  voiceError: {
    title: 'Voice input error',
    description: 'Could not capture voice input. Please try again.',
    variant: 'destructive',
  },
  signInFailed: (message?: string): ToastText => ({
    title: 'Sign in failed',
    description: message || 'Failed to sign in',
    variant: 'destructive',
  }),
  signUpFailed: (message?: string): ToastText => ({
    title: 'Sign up failed',
    description: message || 'Failed to create account',
    variant: 'destructive',
  }),
  signInSuccess: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  signUpSuccess: {
    title: 'Account created!',
    description: `Welcome to ${name}! You can now access our premium recipes.`,
  },
  paymentNotConfigured: {
    title: 'Payment system not configured',
    description: 'Stripe is not configured. Please restart the app to load environment variables.',
    variant: 'destructive',
  },
  setupIntentError: (status?: number): ToastText => ({
    title: 'Payment Setup Error',
    description: status === undefined ? 'Unknown error' : `Failed to create setup intent (${status})`,
    variant: 'destructive',
  }),
  paymentFailed: (message?: string): ToastText => ({
    title: 'Payment setup failed',
    description: message || 'Failed to start trial',
    variant: 'destructive',
  }),
  trialStarted: { title: 'Trial started!' },
  subscriptionStarted: { title: 'Subscription started!' },
  generationFailed: {
    title: 'Error',
    description: 'Failed to generate recipes. Please try again.',
    variant: 'destructive',
  },
  recipeLoadFailed: { title: 'Failed to load recipe', variant: 'destructive' },
  saveFailed: { title: 'Failed to save recipe', variant: 'destructive' },
  savedLoadFailed: { title: 'Failed to load saved recipes', variant: 'destructive' },
  removeFailed: { title: 'Failed to remove recipe', variant: 'destructive' },
  recipeSaved: { title: 'Recipe saved!' },
  recipeUnsaved: { title: 'Recipe unsaved' },
  noRecipesFound: { title: 'No recipes found', variant: 'destructive' },
  timerComplete: { title: 'Timer Complete!' },
  changePasswordFailed: (message?: string): ToastText => ({
    title: 'Failed to change password',
    ...(message ? { description: message } : {}),
    variant: 'destructive',
  }),
  signOutFailed: { title: 'Failed to sign out', variant: 'destructive' },
  deleteAccountFailed: { title: 'Failed to delete account', variant: 'destructive' },
  passwordChanged: { title: 'Password changed' },
  accountDeleted: { title: 'Account deleted' },
  admin: {
    accessDenied: { title: 'Access Denied', description: 'Invalid password', variant: 'destructive' },
    authFailed: { title: 'Failed to authenticate', variant: 'destructive' },
    loadUsersFailed: { title: 'Failed to load users', variant: 'destructive' },
    deleteUserFailed: { title: 'Failed to delete user', variant: 'destructive' },
    moderatorFailed: { title: 'Failed to update moderator status', variant: 'destructive' },
    resetPasswordFailed: { title: 'Failed to reset password', variant: 'destructive' },
    grantTrialFailed: { title: 'Failed to grant trial', variant: 'destructive' },
    premiumFailed: { title: 'Failed to update premium status', variant: 'destructive' },
    notesFailed: { title: 'Failed to update notes', variant: 'destructive' },
    accessGranted: { title: 'Admin access granted' },
    userDeleted: { title: 'User deleted successfully' },
    passwordReset: { title: 'Password reset successfully' },
    trialGranted: (days: number): ToastText => ({ title: `${days}-day trial granted` }),
    premiumChanged: (granted: boolean): ToastText => ({
      title: granted ? 'Premium granted' : 'Premium revoked',
    }),
    notesUpdated: { title: 'Admin notes updated' },
  },
} as const satisfies Record<string, unknown>;

/** Server messages that the API sends in `{message, code}` bodies. */
export const API_MESSAGES = {
  invalidCredentials: COPY.auth.invalidCredentials,
  signUpSuccess: TOASTS.signUpSuccess.description,
  missingIngredients: TOASTS.missingIngredients.description,
  generationFailed: TOASTS.generationFailed.description,
  invalidPassword: TOASTS.admin.accessDenied.description,
  wrongCurrentPassword: 'Current password is incorrect.',
  upgradeRequired: 'Upgrade to Premium to continue.',
  signInRequired: 'Please sign in to continue.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  forbiddenOrigin: 'This request was refused: it did not come from an allowed origin.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

/** Spec §8 generic error: "{status}: {body or statusText}". */
export const httpErrorText = (status: number, bodyOrStatusText: string): string =>
  `${status}: ${bodyOrStatusText}`;
