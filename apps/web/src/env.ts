// The one place the web app reads build-time configuration (only VITE_ values reach the browser).
export const env = {
  /** Where the separate admin console is served; /admin in this app links to it. */
  adminUrl: (import.meta.env.VITE_ADMIN_URL as string | undefined) ?? 'http://127.0.0.1:5174/',
} as const;
