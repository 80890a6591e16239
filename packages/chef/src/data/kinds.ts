import type { Category, Ingredient } from '../catalog/types.ts';

/**
 * The kinds of food a dish's slot can take ("a quick-cooking protein", "a pasta", "a cooking green"),
 * each defined by the catalogue's facts: category, whether it needs cooking, whole or bone-in, how long
 * it takes, and a name pattern or id list where the facts are not enough. A food can be of several
 * kinds. Reviewable as data: read a row as "a food is a <kind> when …".
 */
export interface KindRule {
  categories?: Category[];
  /** Catalogue roles (see catalog/types.ts Role). */
  roles?: string[];
  /** Must (true) or must not (false) need cooking before it is eaten. */
  needsCooking?: boolean;
  /** Bone-in or cooked whole (true), or small pieces (false). */
  whole?: boolean;
  /** Longest typical cooking time, minutes. */
  maxMinutes?: number;
  minMinutes?: number;
  /** Name (or id) matches. */
  name?: RegExp;
  /** Name (or id) must not match. */
  notName?: RegExp;
  /** Always of this kind, whatever the rules above say. */
  ids?: string[];
  /** Never of this kind. */
  notIds?: string[];
  /** Grams per piece at least (a whole bird or joint is heavy). */
  minPiece?: number;
  maxPiece?: number;
}

const MEAT: Category[] = ['poultry', 'meat'];
/** Cuts that turn tender only after long, slow, moist cooking. */
export const BRAISING =
  /\b(chuck|brisket|short ribs?|shin|shanks?|oxtail|shoulder|belly|cheeks?|stewing|goat|ribs|osso buco|neck|thighs? bone|(chicken|duck|turkey) legs?|turkey thighs|rabbit|venison shoulder)\b/;
const ANIMAL: Category[] = ['poultry', 'meat', 'seafood'];
const GROUND = /\b(ground|mince|minced)\b/;
const NOODLE = /\b(noodles?|udon|soba|ramen|vermicelli|pho|somen|glass)\b/;
const LEAVES =
  /\b(spinach|kale|chard|collard|bok choy|pak choi|cabbage|greens|watercress|choy sum|gai lan|mustard greens|beet greens|tatsoi)\b/;
const SALAD_LEAVES =
  /\b(lettuce|arugula|rocket|spinach|watercress|mixed greens|salad leaves|mesclun|romaine|iceberg|little gem|frisée|endive|radicchio|lamb's lettuce|lambs lettuce|microgreens|cos)\b/;

export const KINDS = {
  // ── Proteins ───────────────────────────────────────────────────────────────────────────────
  /** Raw poultry in pieces that cook in minutes (breast, boneless thighs, strips, cutlets). */
  'poultry-pieces': {
    categories: ['poultry'],
    needsCooking: true,
    whole: false,
    notName: /\b(ground|mince|minced|livers?|giblets?|sausages?|bacon|nuggets?|hearts?|gizzards?)\b/,
  },
  /** Raw bone-in poultry pieces: drumsticks, wings, bone-in thighs, legs (baked, braised or air-fried whole). */
  'bone-in-poultry': {
    categories: ['poultry'],
    needsCooking: true,
    whole: true,
    maxPiece: 899,
    notName: /nugget/,
  },
  /** A whole bird or crown for the oven. */
  'whole-bird': { categories: ['poultry'], needsCooking: true, whole: true, minPiece: 900 },
  /** Raw meat that cooks quickly in pieces or as a steak or chop. */
  'meat-quick': {
    categories: ['meat'],
    needsCooking: true,
    whole: false,
    maxMinutes: 25,
    notName: /\b(ground|mince|minced|sausage|bacon|burger|meatball|chorizo|merguez|gammon steak|ribs?)\b/,
    notIds: ['rack-of-lamb'],
  },
  /** Steaks and chops, seared whole and sliced. */
  'steak-chop': {
    categories: ['meat'],
    needsCooking: true,
    name: /\b(steak|chop|cutlet|escalope|tenderloin|medallion|fillet|loin chop)s?\b/,
    notName: /\b(ground|mince|stewing|gammon)\b/,
  },
  /** Ground meat or poultry, browned and broken up. */
  'ground-meat': { categories: MEAT, needsCooking: true, name: GROUND },
  /** Raw sausages and fresh chorizo, sliced or squeezed from the skin. */
  sausage: {
    categories: ['meat', 'poultry'],
    needsCooking: true,
    name: /\b(sausage|chorizo|merguez|bratwurst|kielbasa)s?\b/,
  },
  bacon: { ids: ['bacon', 'pancetta', 'guanciale', 'lardons'] },
  /** Cuts that need long, slow, moist cooking to turn tender. */
  'braising-cut': {
    categories: MEAT,
    needsCooking: true,
    minMinutes: 31,
    name: BRAISING,
  },
  /** A joint for roasting whole. */
  'roasting-joint': {
    categories: ['meat'],
    needsCooking: true,
    whole: true,
    minMinutes: 45,
    name: /\b(roast|leg of lamb|rack|loin|gammon|joint)\b/,
    notName: BRAISING,
  },
  /** Raw fish, fillets or steaks. */
  'fish-fillet': {
    categories: ['seafood'],
    needsCooking: true,
    whole: false,
    notName:
      /\b(shrimp|prawn|scallop|squid|calamari|octopus|crab|lobster|mussel|clam|oyster|crawfish|langoustine|cockle|cuttlefish|salt cod|bacalao|balls?|mix|roe|surimi)s?\b/,
  },
  /** Raw shrimp, prawns, scallops, squid. */
  shellfish: {
    categories: ['seafood'],
    needsCooking: true,
    name: /\b(shrimp|prawn|scallop|squid|calamari)s?\b/,
  },
  /** Cooked or cured meat and fish that only needs warming or nothing at all. */
  'cooked-meat': {
    categories: ANIMAL,
    needsCooking: false,
    notName: /\b(anchov|pepperoni|salami|luncheon|nugget|fish finger)/,
  },
  /** Canned tuna, salmon, sardines, mackerel. */
  'canned-fish': {
    categories: ['seafood'],
    needsCooking: false,
    name: /\b(canned|tinned|tuna|sardines?|mackerel)\b/,
    notName: /\b(steak|fresh|smoked)\b/,
  },
  'cured-meat': {
    ids: [
      'ham',
      'prosciutto',
      'salami',
      'pepperoni',
      'chorizo',
      'deli-turkey',
      'deli-chicken',
      'smoked-salmon',
      'corned-beef',
      'roast-beef',
    ],
  },
  egg: { ids: ['egg'] },
  /** Tofu, tempeh, seitan and the grilling cheeses that stand in for meat. */
  'plant-protein': {
    categories: ['plant-protein'],
    ids: ['halloumi', 'paneer'],
    notIds: ['silken-tofu'],
    // Mince (Quorn mince) is crumbled where mince goes, never a plate of pieces.
    notName: /\b(natto|skin|textured|tvp|puffs?|mince)\b/,
  },
  /** Cooked or canned beans and chickpeas (and dried ones the chef has soaked and boiled first). */
  beans: {
    categories: ['legume'],
    needsCooking: false,
    notName: /\b(lentils?|split peas?|dal|refried|baked beans|edamame)\b/,
  },
  lentils: {
    categories: ['legume'],
    name: /\b(lentils?|split peas?|dal|daal|dhal|moong|masoor|toor|chana dal|urad)\b/,
  },
  // ── Starches ───────────────────────────────────────────────────────────────────────────────
  pasta: {
    categories: ['pasta'],
    notName: NOODLE,
    notIds: ['lasagna-sheets', 'gnocchi', 'tortellini', 'ravioli'],
  },
  'filled-pasta': { ids: ['gnocchi', 'tortellini', 'ravioli'] },
  noodles: { categories: ['pasta', 'grain'], name: NOODLE },
  /** Raw rice for boiling or steaming. */
  rice: {
    categories: ['grain'],
    needsCooking: true,
    name: /\brice\b/,
    notName: /\b(arborio|carnaroli|risotto|glutinous|sticky|noodles?|flour|cakes?|puffed|crackers?|paper)\b/,
  },
  'risotto-rice': { ids: ['arborio-rice', 'carnaroli-rice'] },
  'cooked-rice': {
    categories: ['grain'],
    needsCooking: false,
    name: /\brice\b/,
    notName: /\b(puffed|cakes?|crackers?|paper|flour)\b/,
  },
  /** Grains boiled like rice or soaked like couscous. */
  grain: {
    categories: ['grain'],
    name: /\b(quinoa|couscous|bulgur|farro|barley|freekeh|millet|buckwheat|spelt|wheat berries)\b/,
  },
  oats: { name: /\b(oats?|oatmeal|porridge)\b/, notName: /\bmilk\b/ },
  polenta: { ids: ['polenta'] },
  potato: { name: /\b(potato(es)?|sweet potato|yam)\b/, categories: ['vegetable'], needsCooking: true },
  'cooked-potato': { name: /\bpotato/, needsCooking: false, categories: ['vegetable'] },
  bread: {
    categories: ['bread'],
    notName:
      /\b(tortillas?|chips?|crackers?|pitas?|naans?|lavash|flatbreads?|wraps?|rotis?|chapatis?|taco shells?|tostadas?)\b/,
  },
  tortilla: { name: /\b(tortillas?|wraps?)\b/, categories: ['bread'], notName: /chips?/ },
  flatbread: {
    name: /\b(pitas?|naans?|lavash|flatbreads?|rotis?|chapatis?|parathas?)\b/,
    categories: ['bread'],
    notName: /\bchips\b/,
  },
  flour: { name: /\bflour\b/, notName: /\b(tortillas?|chickpea|rice|coconut|corn)\b/ },
  // ── Vegetables ─────────────────────────────────────────────────────────────────────────────
  /** Any vegetable (not the aromatics). */
  veg: { roles: ['vegetable'], categories: ['vegetable'] },
  /** Firm vegetables that roast, stir-fry or sauté well in minutes (roots and squash are 'root-veg'). */
  'veg-firm': {
    roles: ['vegetable'],
    categories: ['vegetable'],
    maxMinutes: 12,
    notName:
      /\b(lettuce|arugula|rocket|watercress|sprouts|cucumber|avocado|pickles?|pickled|sauerkraut|kimchi|olives?|artichoke|water chestnuts?|radish|microgreens|dried|grape leaves|vine leaves|canned|tinned|creamed|pur[ée]e)\b/,
  },
  /** Greens that wilt in a pan or soup. */
  greens: { categories: ['vegetable'], name: LEAVES },
  /** Leaves for a salad. */
  'salad-leaf': { categories: ['vegetable'], name: SALAD_LEAVES, notName: /\b(frozen|canned|creamed)\b/ },
  /** Vegetables good raw in a salad, wrap or sandwich. */
  'salad-veg': {
    categories: ['vegetable'],
    roles: ['vegetable'],
    needsCooking: false,
    notName:
      /\b(frozen|canned|tinned|mushroom|shiitake|kale|collard|bok choy|turnip|parsnip|celeriac|butternut|pumpkin|potato|artichoke|water chestnuts?|bean sprouts|peas|brussels|sauerkraut|kimchi|pickles?)\b/,
  },
  /** Root vegetables and winter squash for the oven. */
  'root-veg': {
    categories: ['vegetable'],
    name: /\b(potato|carrot|parsnip|beet|turnip|celeriac|squash|pumpkin|sweet potato|swede|rutabaga|yam)s?\b/,
    notName: /\b(pickled|canned|tinned|pur[ée]e|greens|chips|juice)\b/,
  },
  tomato: {
    categories: ['vegetable'],
    name: /\btomato(es)?\b/,
    notName: /\b(canned|sun-dried|paste|sauce|passata)\b/,
  },
  mushroom: {
    name: /\b(mushrooms?|shiitake|enoki|oyster mushroom|portobello|chestnut mushroom|porcini|chanterelle)\b/,
    categories: ['vegetable'],
  },
  aromatic: { roles: ['aromatic'], notName: /\b(kombu|sofrito|fermented|dried|powder|fried|crispy)\b/ },
  /** Corn the cook has on the cob (not kernels): cooked and eaten whole. */
  'corn-cob': { name: /\bcorn\b/, categories: ['vegetable'], whole: true },
  chili: {
    name: /\b(chil(i|e|li)|jalapeñ?n?o|serrano|habanero|bird'?s eye|poblano|scotch bonnet)\b/,
    categories: ['vegetable'],
    notName: /\b(powder|flakes|sauce|paste|crisp)\b/,
  },
  // ── Sauces, liquids, dairy ────────────────────────────────────────────────────────────────
  'tomato-base': {
    name: /\b(canned tomatoes|passata|tomato sauce|marinara|crushed tomatoes|tomato puree|chopped tomatoes)\b/,
    notName: /\b(sun-dried|paste)\b/,
  },
  /** Concentrated: a spoonful deepens a sauce, it is never the sauce. */
  'tomato-paste': { name: /\btomato (paste|puree concentrate)\b/ },
  stock: { name: /\b(stock|broth|dashi|bouillon)\b/ },
  coconut: { name: /\bcoconut (milk|cream)\b/ },
  'curry-base': {
    name: /\b(curry paste|curry powder|garam masala|tikka|korma|vindaloo|massaman|rendang|madras)\b/,
  },
  sauce: { roles: ['sauce'], notName: /\b(stock|broth|canned tomatoes|coconut (milk|cream)|curry paste)\b/ },
  /** A ready sauce that goes on pasta as it is. */
  'pasta-sauce': {
    name: /\b(pesto|marinara|pasta sauce|tomato sauce|arrabbiata|passata|alfredo|puttanesca)\b/,
  },
  'asian-sauce': {
    name: /\b(soy sauce|tamari|coconut aminos|oyster sauce|hoisin|teriyaki|fish sauce|sweet chili|gochujang|miso|black bean sauce|chili crisp|ponzu|doubanjiang|sriracha|sambal|kecap|mirin)\b/,
  },
  'mexican-sauce': { name: /\b(salsa|hot sauce|chipotle|enchilada sauce|adobo|mole|taco)\b/ },
  spice: { roles: ['spice'], notIds: ['salt', 'black-pepper', 'msg'] },
  herb: { categories: ['herb'] },
  acid: { roles: ['acid'] },
  citrus: { name: /\b(lemon|lime|orange)s?\b/, categories: ['fruit'] },
  cheese: { roles: ['cheese'] },
  'melting-cheese': {
    categories: ['dairy', 'plant-protein'],
    name: /\b(cheddar|mozzarella|monterey jack|swiss|gruyère|gruyere|emmental|fontina|provolone|oaxaca|jack|gouda|colby|american cheese|pepper jack|raclette|taleggio)\b/,
  },
  'grating-cheese': {
    categories: ['dairy', 'plant-protein'],
    name: /\b(parmesan|pecorino|grana padano|parmigiano)\b/,
  },
  'crumbly-cheese': {
    categories: ['dairy', 'plant-protein'],
    name: /\b(feta|goat cheese|cotija|queso fresco|blue cheese|gorgonzola|ricotta salata|paneer)\b/,
  },
  milk: { name: /\bmilk\b/, notName: /\b(coconut|condensed|evaporated|buttermilk|powder)\b/ },
  cream: {
    name: /\b(heavy cream|double cream|single cream|cream|crème fraîche|creme fraiche|half and half)\b/,
    notName: /\b(sour|ice|cheese|coconut|whipped|tartar|soda|of)\b/,
  },
  yogurt: { name: /\b(yogh?urt|labneh|skyr|kefir)\b/, notName: /\b(frozen|fruit|raisins?|covered|coated)\b/ },
  'sour-cream': { name: /\b(sour cream|crème fraîche|creme fraiche|crema)\b/ },
  butter: { ids: ['butter', 'ghee'] },
  // ── Sweet and breakfast ───────────────────────────────────────────────────────────────────
  /** Fruit good to eat as it is (rhubarb and other fruit that must be cooked are 'baking-fruit'). */
  fruit: {
    categories: ['fruit'],
    roles: ['fruit', 'sweet', 'garnish'],
    needsCooking: false,
    notName: /\b(lemon|lime|coconut|olives?|tomato|avocado|juice|jam)\b/,
  },
  berries: {
    name: /(berr(y|ies)|\bcherr(y|ies)|\bcurrants?)\b/,
    categories: ['fruit'],
    notName: /\b(dried|jam|juice)\b/,
  },
  // Banana chips are eaten as they are: never peeled and sliced like a banana.
  banana: { name: /\bbananas?\b/, notName: /\b(chips|dried)\b/, categories: ['fruit'] },
  /** Firm fruit that bakes and stews: apples, pears, stone fruit, rhubarb. */
  'baking-fruit': {
    name: /\b(apples?|pears?|peach(es)?|plums?|apricots?|nectarines?|rhubarb|quince|cherr(y|ies)|mango(es)?)\b|berr(y|ies)\b/,
    categories: ['fruit', 'vegetable'],
    notName: /\b(dried|juice|sauce|vinegar)\b/,
  },
  'dried-fruit': { name: /\b(raisins?|sultanas?|dried|dates?|prunes?|currants?)\b/, categories: ['fruit'] },
  sweetener: {
    categories: ['sweetener'],
    notName: /\b(jam|marshmallows?|fondant|frosting|icing|sprinkles|candy|candies)\b/,
  },
  jam: { name: /\b(jam|jelly|preserves|marmalade|compote)\b/ },
  chocolate: { name: /\b(chocolate|cocoa|cacao)\b/ },
  nuts: { categories: ['nut'], notName: /\b(butter|tahini|paste|seeds?)\b/ },
  seeds: { categories: ['nut'], name: /\bseeds?\b/ },
  'nut-butter': { name: /\b(peanut|almond|cashew|hazelnut|sunflower) butter\b|\bhazelnut spread\b/ },
  'baking-raise': { name: /\b(baking powder|baking soda|bicarbonate)\b/ },
  vanilla: { name: /\bvanilla\b/ },
  /** The warm baking spices. */
  'sweet-spice': {
    name: /\b(cinnamon|nutmeg|cardamom|allspice|ginger|cloves|mixed spice|pumpkin spice)\b/,
    roles: ['spice'],
  },
} satisfies Record<string, KindRule>;

export type Kind = keyof typeof KINDS;

const cache = new WeakMap<Ingredient, Map<Kind, boolean>>();

/** Is this food of this kind? */
export function isKind(food: Ingredient, kind: Kind): boolean {
  let kinds = cache.get(food);
  if (!kinds) {
    kinds = new Map();
    cache.set(food, kinds);
  }
  const hit = kinds.get(kind);
  if (hit !== undefined) return hit;
  const answer = matches(food, KINDS[kind] as KindRule);
  kinds.set(kind, answer);
  return answer;
}

function matches(food: Ingredient, rule: KindRule): boolean {
  if (rule.notIds?.includes(food.id)) return false;
  if (rule.ids?.includes(food.id)) return true;
  const hasOther =
    rule.categories ||
    rule.roles ||
    rule.name ||
    rule.needsCooking !== undefined ||
    rule.whole !== undefined ||
    rule.maxMinutes !== undefined ||
    rule.minMinutes !== undefined;
  if (!hasOther) return false;
  const label = `${food.name} ${food.id.replace(/-/g, ' ')}`;
  if (rule.categories && !rule.categories.includes(food.category)) return false;
  if (rule.roles && !rule.roles.includes(food.role)) return false;
  if (rule.needsCooking !== undefined && food.needsCooking !== rule.needsCooking) return false;
  if (rule.whole !== undefined && (food.whole === true) !== rule.whole) return false;
  if (rule.maxMinutes !== undefined && food.cookMinutes > rule.maxMinutes) return false;
  if (rule.minMinutes !== undefined && food.cookMinutes < rule.minMinutes) return false;
  if (rule.minPiece !== undefined && (food.gramsPerPiece ?? 0) < rule.minPiece) return false;
  if (rule.maxPiece !== undefined && (food.gramsPerPiece ?? 0) > rule.maxPiece) return false;
  if (rule.name && !rule.name.test(label)) return false;
  if (rule.notName?.test(label)) return false;
  return true;
}
