// Adds a recipe's missing items (or the lines the cook picks) to the shopping list, at the scale the
// page shows. Its own chunk: loaded only for signed-in cooks.
import { isAssumedStaple, PANTRY_COPY, type Recipe } from '@sous/domain';
import {
  Badge,
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  toast,
} from '@sous/ui';
import { presentIngredient } from '@sous/units';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { useMeasurementSystem } from '../units/use-measurement-system.ts';

const COPY = PANTRY_COPY.addToList;

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The ingredient lines the recipe's shopping gap names: what the cook has to buy. */
export function missingLines(recipe: Pick<Recipe, 'ingredientsList' | 'shoppingGap'>): number[] {
  const gap = recipe.shoppingGap.map(words);
  return recipe.ingredientsList.flatMap((line, index) => {
    const item = words(line.item);
    return gap.some((g) => g && (item.includes(g) || g.includes(item))) ? [index] : [];
  });
}

export default function AddToShoppingList({ recipe, factor }: { recipe: Recipe; factor: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [system] = useMeasurementSystem();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>(() => missingLines(recipe));

  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    try {
      const { added } = await apiRequest<{ added: number }>('POST', '/api/shopping-list/recipes', {
        recipeId: recipe.id,
        scale: factor,
        lines: [...picked].sort((a, b) => a - b),
      });
      setOpen(false);
      toast({ title: COPY.added(added) });
      void queryClient.invalidateQueries({ queryKey: ['/api/shopping-list'] });
    } catch (cause) {
      toast({
        title: cause instanceof ApiError ? (cause.serverMessage ?? cause.message) : String(cause),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  const missing = new Set(missingLines(recipe));
  const toggle = (index: number, on: boolean) =>
    setPicked((current) => (on ? [...current, index] : current.filter((i) => i !== index)));

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="justify-self-start print:hidden">
          <ShoppingCart aria-hidden="true" />
          {COPY.open}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{COPY.title}</DialogTitle>
          <DialogDescription>{COPY.description}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2">
          {recipe.ingredientsList.map((line, index) => {
            const shown = presentIngredient(line, factor, system);
            const lineId = `${id}-${index}`;
            return (
              <li key={index} className="flex items-start gap-3">
                <Checkbox
                  id={lineId}
                  className="mt-0.5"
                  checked={picked.includes(index)}
                  onCheckedChange={(checked) => toggle(index, checked === true)}
                />
                <label htmlFor={lineId} className="flex flex-1 flex-wrap gap-x-2 text-sm">
                  {shown.quantity ? <span className="font-medium tabular-nums">{shown.quantity}</span> : null}
                  <span>{shown.item}</span>
                  {missing.has(index) ? <Badge variant="secondary">{COPY.missing}</Badge> : null}
                  {isAssumedStaple(line.item) ? <Badge variant="outline">{PANTRY_COPY.assumed}</Badge> : null}
                </label>
              </li>
            );
          })}
        </ul>
        <DialogFooter>
          <Button disabled={picked.length === 0 || busy} onClick={() => void add()}>
            {COPY.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
