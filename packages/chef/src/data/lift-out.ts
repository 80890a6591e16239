// Foods that flavour a pot and are taken out before it is served: whole leaves nobody eats (a bay
// leaf is sharp and a choking hazard). The chef adds "Lift out the bay leaves before serving." to the
// last step on the heat of any recipe that uses them and does not already say so.

export const LIFT_OUT_BEFORE_SERVING: readonly string[] = ['bay-leaves', 'pandan-leaves'];

/** The sentence, for the foods' names as the recipe writes them ("the bay leaves"). */
export const liftOut = (names: string): string => `Lift out the ${names} before serving.`;
