import { COPY, type SkillLevel } from '@sous/domain';
import { ChefHat, Clock, type LucideIcon, Users } from 'lucide-react';
import type { ReactNode } from 'react';

/** The element each fact is: items of a list (Saved), or spans of a line (History, the options). */
type FactElement = 'li' | 'span';

/** One fact of a recipe's meta line: its icon and its words. */
export function RecipeFact({
  as: Element,
  icon: Icon,
  children,
}: {
  as: FactElement;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Element className="flex items-center gap-1">
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </Element>
  );
}

/**
 * The facts of a recipe's meta line under its title, the same on the History cards, the options and the
 * Saved cards: total time, servings and, where given, the skill level. The line's own element (a list
 * on Saved, a paragraph on History, the card's footer on the options) is the caller's, and so are the
 * facts it adds after these (calories, the saved date).
 */
export function RecipeMetaFacts({
  as,
  totalTime,
  servings,
  difficulty,
}: {
  as: FactElement;
  totalTime: number;
  servings: number;
  difficulty?: SkillLevel;
}) {
  return (
    <>
      <RecipeFact as={as} icon={Clock}>
        {COPY.recipes.minutes(totalTime)}
      </RecipeFact>
      <RecipeFact as={as} icon={Users}>
        {COPY.recipes.servings(servings)}
      </RecipeFact>
      {difficulty ? (
        <RecipeFact as={as} icon={ChefHat}>
          {COPY.home.skillLabels[difficulty]}
        </RecipeFact>
      ) : null}
    </>
  );
}
