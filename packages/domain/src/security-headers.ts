// The response headers every front-end page and asset is served with: by `vite preview` (each app's
// vite.config.ts) and by nginx (deploy/nginx.conf.template, whose copy a test keeps equal to these).

export type FrontEnd = 'web' | 'admin';

// Stripe.js and the frames of its Elements and 3-D Secure, as Stripe's CSP guide lists them.
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/** A policy with no inline or eval'd script: the built pages load one module script from 'self'. */
export function contentSecurityPolicy(app: FrontEnd): string {
  const stripe = app === 'web';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? STRIPE.script : [])],
    // Radix dialogs' scroll lock inserts a <style> element; inline styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(stripe ? STRIPE.img : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(stripe ? STRIPE.connect : [])],
    // The web app's service worker (sw.js and the Workbox runtime it imports) and its manifest
    // (docs/decisions/099): same-origin only. The admin console has neither; the rule costs it nothing.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': stripe ? STRIPE.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(app: FrontEnd): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(app),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
