/**
 * Everyday English words the chef's own recipe texts use ("Scrambled Eggs in a Mug", "Best eaten
 * straight away", "wash the board, knife and your hands"). A cook may type one of them in their list
 * ("mug", "throw away flavour sachet"): it is not a food, so it is left out of the recipe and listed
 * as unrecognised, but a recipe that uses the same word in its own sense is not refused for it
 * (issue 12, T2: "mug" and "away" made the whole request fail). The allow-list still holds: every
 * ingredient line must be a catalogue food, so nothing unrecognised is cooked.
 *
 * Only words that are never a food on their own belong here.
 */
export const COMMON_RECIPE_WORDS = `
  mug mugs cup bowl plate glass jar tin tray dish board knife fork spoon spatula whisk pan pot lid
  sieve colander foil towel kettle sink fridge freezer counter worktop oven hob microwave skillet wok
  saucepan ladle container bag box packet pack sachet wrapper lunchbox tub carton flask
  away throw straight keep put take leave left right side back top bottom end part way time hour
  minute day week night morning evening ready serve serving eaten eat eating done well hand hands wash
  clean open empty full flavour flavor instant microwaveable quick packs thing stuff spare extra
  last first second third next tomorrow yesterday tonight soon later maybe probably enough
  kids family everyone guest guests friend friends husband wife partner son daughter
  fry boil bake roast grill toast steam stew stir heat warm chill cold hot crispy soft hard
  discard bin binned use using used without with from into onto over under
`;
