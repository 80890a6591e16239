import {
  PantryAddBodySchema,
  PantryItemParamsSchema,
  ShoppingAddBodySchema,
  ShoppingCheckBodySchema,
} from '@sous/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { getSessionUser, requireUser } from '../../plugins/auth.ts';
import { addPantryItems, listPantry, removePantryItem } from '../../services/pantry/pantry-items.ts';
import {
  addRecipeToShoppingList,
  clearCheckedLines,
  getShoppingList,
  moveCheckedToPantry,
  setShoppingLineChecked,
} from '../../services/pantry/shopping-list.ts';

const MINUTE = 60 * 1000;

// The cook's pantry and shopping list (docs/decisions/106): signed-in cooks only, each sees only their
// own; free for every plan. Mutations pass the Origin check of plugins/security.ts like every route.
export default async function pantryRoutes(app: FastifyInstance) {
  // Ticking a list in a shop sends many small requests; this only stops a runaway client.
  const perCook = app.rateLimit({
    max: 240,
    timeWindow: MINUTE,
    keyGenerator: (request) => `pantry|${getSessionUser(request)?.id ?? request.ip}`,
  });
  const limited = { preHandler: [perCook] };

  app.get('/api/pantry', limited, async (request) => ({
    items: await listPantry(app.db, requireUser(request)),
  }));

  app.post('/api/pantry', limited, async (request, reply) => {
    const user = requireUser(request);
    const { text } = parseInput(PantryAddBodySchema, request.body);
    return reply.status(201).send({ items: await addPantryItems(app.db, { user, text }) });
  });

  app.delete('/api/pantry/:id', limited, async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseInput(PantryItemParamsSchema, request.params, 'pantry item id');
    await removePantryItem(app.db, { user, id });
    return reply.status(204).send();
  });

  app.get('/api/shopping-list', limited, async (request) => getShoppingList(app.db, requireUser(request)));

  app.post('/api/shopping-list/recipes', limited, async (request, reply) => {
    const user = requireUser(request);
    const body = parseInput(ShoppingAddBodySchema, request.body);
    const { added } = await addRecipeToShoppingList(app.db, { user, ...body });
    return reply.status(201).send({ added, list: await getShoppingList(app.db, user) });
  });

  app.put('/api/shopping-list/checks', limited, async (request) => {
    const user = requireUser(request);
    const body = parseInput(ShoppingCheckBodySchema, request.body);
    await setShoppingLineChecked(app.db, { user, ...body });
    return body;
  });

  app.delete('/api/shopping-list/checked', limited, async (request) =>
    clearCheckedLines(app.db, requireUser(request)),
  );

  app.post('/api/shopping-list/checked/to-pantry', limited, async (request) =>
    moveCheckedToPantry(app.db, requireUser(request)),
  );
}
