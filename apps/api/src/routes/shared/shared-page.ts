import { createHash } from 'node:crypto';
import { DEFAULT_MEASUREMENT_SYSTEM, type RecipeDraft, SHARE_COPY } from '@sous/domain';
import { scaleStepText } from '@sous/units';
import { ingredientLineText, jsonLdScriptText, type RecipeJsonLd } from '@sous/units/json-ld';

// The shared page (/r/{token}) is plain HTML from the API: link previews and crawlers run no JavaScript.
// Every value from a recipe is escaped; the one inline style is allowed by its hash, no script runs.

const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1c1917;background:#fafaf9}
body{margin:0}main{max-width:44rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.brand{font-weight:700;color:#c2410c;text-decoration:none}
h1{font-size:1.9rem;line-height:1.2;margin:.75rem 0 .5rem}h2{font-size:1.2rem;margin:1.75rem 0 .5rem}
.facts{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:0;font-size:.95rem}.facts div{display:flex;gap:.3rem}.facts dt{color:#57534e}.facts dd{margin:0;font-weight:600}
ul,ol{padding-left:1.4rem}li{margin:.3rem 0}.muted{color:#57534e}
.cta{display:inline-block;margin-top:2rem;padding:.7rem 1.2rem;border-radius:.5rem;background:#c2410c;color:#fff;font-weight:600;text-decoration:none}
@media print{.cta{display:none}:root{background:#fff;color:#000}}
`.trim();

/** The page's Content-Security-Policy: nothing but its own inline style. */
export const SHARED_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** The 404 of a share link never issued, revoked, or of a recipe no longer saved: one page for all. */
export function sharedNotFoundPage(homeUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Recipe not found — Sous</title><style>${STYLE}</style></head>
<body><main><a class="brand" href="${escapeHtml(homeUrl)}">Sous</a>
<h1>This share link does not exist or was revoked.</h1>
<a class="cta" href="${escapeHtml(homeUrl)}">${escapeHtml(SHARE_COPY.makeYourOwn)}</a></main></body></html>`;
}

export function sharedRecipePage(options: {
  recipe: RecipeDraft;
  jsonLd: RecipeJsonLd;
  url: string;
  homeUrl: string;
  indexable: boolean;
}): string {
  const { recipe, jsonLd, url, homeUrl } = options;
  const system = DEFAULT_MEASUREMENT_SYSTEM;
  const items = recipe.ingredientsList.map((line) => line.item);
  const title = escapeHtml(recipe.title);
  const description = escapeHtml(recipe.description);
  const meta = [
    ['og:type', 'article'],
    ['og:site_name', 'Sous'],
    ['og:title', recipe.title],
    ['og:description', recipe.description],
    ['og:url', url],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}">`)
    .concat(
      [
        ['twitter:card', 'summary'],
        ['twitter:title', recipe.title],
        ['twitter:description', recipe.description],
      ].map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content!)}">`),
    )
    .join('\n');
  const fact = (label: string, value: string) =>
    `<div><dt>${escapeHtml(label)}:</dt><dd>${escapeHtml(value)}</dd></div>`;
  const ingredients = recipe.ingredientsList
    .map((line) => `<li>${escapeHtml(ingredientLineText(line, 1, system))}</li>`)
    .join('\n');
  const steps = recipe.steps
    .map(
      (step) => `<li>${escapeHtml(scaleStepText(step.instruction, { factor: 1, system, items }).text)}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} — Sous</title>
<meta name="description" content="${description}">
${options.indexable ? '' : '<meta name="robots" content="noindex">\n'}<link rel="canonical" href="${escapeHtml(url)}">
${meta}
<style>${STYLE}</style>
<script type="application/ld+json">${jsonLdScriptText(jsonLd)}</script>
</head>
<body>
<main>
<a class="brand" href="${escapeHtml(homeUrl)}">Sous</a>
<p class="muted">${escapeHtml(SHARE_COPY.sharedWith)}</p>
<h1>${title}</h1>
<p>${description}</p>
<dl class="facts">
${fact(SHARE_COPY.servings, String(recipe.servings))}
${fact(SHARE_COPY.prep, SHARE_COPY.minutes(recipe.prepTime))}
${fact(SHARE_COPY.cook, SHARE_COPY.minutes(recipe.cookTime))}
${fact(SHARE_COPY.total, SHARE_COPY.minutes(recipe.totalTime))}
</dl>
<h2>${escapeHtml(SHARE_COPY.ingredients)}</h2>
<ul>
${ingredients}
</ul>
<h2>${escapeHtml(SHARE_COPY.steps)}</h2>
<ol>
${steps}
</ol>
<p class="muted">${escapeHtml(SHARE_COPY.nutritionPerServing(Math.round(recipe.nutrition.calories)))}</p>
<a class="cta" href="${escapeHtml(homeUrl)}">${escapeHtml(SHARE_COPY.makeYourOwn)}</a>
</main>
</body>
</html>`;
}
