// A recipe leaving the app (docs/decisions/097): its schema.org JSON-LD in the page and as a download,
// and the print view — all ingredients and numbered steps, scaled and in the cook's units.
import { COPY, type MeasurementSystem, type Recipe, SHARE_COPY } from '@sous/domain';
import { Button } from '@sous/ui';
import { presentIngredient } from '@sous/units';
import { jsonLdScriptText, type RecipeJsonLd, recipeJsonLd } from '@sous/units/json-ld';
import { Download, Printer } from 'lucide-react';
import { useMemo } from 'react';
import { ScaledStepText } from '../cook/scaled-step-text.tsx';

/**
 * The recipe API answers carry no creation time, so the page and the download are dated the day they
 * are read; the shared page (/r/{token}) uses the recipe's own creation time.
 */
const today = () => new Date().toISOString().slice(0, 10);

interface RecipeView {
  recipe: Recipe;
  factor: number;
  system: MeasurementSystem;
}

const jsonLdOf = ({ recipe, factor, system }: RecipeView): RecipeJsonLd =>
  recipeJsonLd(recipe, { factor, system, datePublished: today() });

/** The JSON-LD importers and browsers read; a data block, which no CSP treats as script. */
export function RecipeJsonLdScript({ recipe, factor, system }: RecipeView) {
  const text = useMemo(
    () => jsonLdScriptText(jsonLdOf({ recipe, factor, system })),
    [recipe, factor, system],
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />;
}

const fileNameOf = (title: string) =>
  `${
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'recipe'
  }.json`;

function download(jsonLd: RecipeJsonLd) {
  const blob = new Blob([`${JSON.stringify(jsonLd, null, 2)}\n`], { type: 'application/ld+json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(jsonLd.name);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Print and the JSON-LD download; the download's JSON-LD is built when asked for. */
export function RecipeTravelActions(view: RecipeView) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {SHARE_COPY.print}
      </Button>
      <Button variant="outline" size="sm" onClick={() => download(jsonLdOf(view))}>
        <Download aria-hidden="true" />
        {SHARE_COPY.downloadJson}
      </Button>
    </div>
  );
}

/** Shown only on paper: every ingredient and every step, whatever tab is open on screen. */
export function PrintableRecipe({
  recipe,
  factor,
  system,
}: {
  recipe: Recipe;
  factor: number;
  system: MeasurementSystem;
}) {
  const items = useMemo(() => recipe.ingredientsList.map((line) => line.item), [recipe]);
  return (
    <section className="hidden gap-4 text-black print:grid" data-testid="print-recipe">
      <div className="break-inside-avoid">
        <h2 className="mb-1 text-lg font-bold">{COPY.recipes.tabs.ingredients}</h2>
        <ul className="grid list-disc gap-0.5 pl-5">
          {recipe.ingredientsList.map((line, index) => {
            const shown = presentIngredient(line, factor, system);
            return (
              <li key={index}>
                {shown.quantity ? <strong className="font-semibold">{shown.quantity} </strong> : null}
                {shown.item}
                {shown.notes ? `, ${shown.notes}` : null}
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h2 className="mb-1 text-lg font-bold">{COPY.recipes.tabs.steps}</h2>
        <ol className="grid list-decimal gap-1.5 pl-5">
          {recipe.steps.map((step) => (
            <li key={step.step} className="break-inside-avoid">
              <ScaledStepText text={step.instruction} factor={factor} system={system} items={items} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
