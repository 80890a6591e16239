import {
  AdminLoginSchema,
  AdminModeratorBodySchema,
  AdminNotesBodySchema,
  AdminPasswordBodySchema,
  AdminPremiumBodySchema,
  AdminTrialBodySchema,
  AdminUserParamsSchema,
  AdminUsersQuerySchema,
  API_MESSAGES,
} from '@sous/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import adminSessionPlugin, { adminCookieName, requireAdmin } from '../../plugins/admin-session.ts';
import { deleteUserAsAdmin } from '../../services/admin/delete-user-as-admin.ts';
import { getAdminStats } from '../../services/admin/get-admin-stats.ts';
import { grantTrial } from '../../services/admin/grant-trial.ts';
import { listAdminUsers } from '../../services/admin/list-admin-users.ts';
import { recordAdminAction } from '../../services/admin/record-admin-action.ts';
import { resetUserPassword } from '../../services/admin/reset-user-password.ts';
import { setModerator } from '../../services/admin/set-moderator.ts';
import { setPremium } from '../../services/admin/set-premium.ts';
import { updateAdminNotes } from '../../services/admin/update-admin-notes.ts';
import { verifyAdminPassword } from '../../services/admin/verify-admin-password.ts';
import { toAdminUsers, toAdminUserView } from '../../services/users/sign-in-methods.ts';

const LOGIN_LIMIT = { max: 5, timeWindow: 60_000 };

/** The admin API. Its session plugin lives in this scope only: the user app never loads it. */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(adminSessionPlugin);

  const audit = (request: FastifyRequest) => ({ ip: request.ip, now: app.now() });
  const loginLimit = app.rateLimit({ ...LOGIN_LIMIT, keyGenerator: (r) => `admin-login|${r.ip}` });

  app.post('/api/admin/login', { preHandler: loginLimit }, async (request) => {
    const { password } = parseInput(AdminLoginSchema, request.body);
    const granted = verifyAdminPassword(password, app.config.admin.password);
    await recordAdminAction(app.db, { action: granted ? 'login' : 'login_failed', ...audit(request) });
    if (!granted) throw new AppError('invalid_credentials', API_MESSAGES.invalidPassword);
    // A fresh session id at login: an id planted before login is never promoted (session fixation).
    await request.session.regenerate();
    request.session.set('admin', { loggedInAt: app.now().toISOString(), passwordTag: app.adminPasswordTag });
    return { ok: true };
  });

  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin);
    // Whatever an admin changes about a user (plan, trial, password, deletion) holds from that
    // user's very next request, in every API process (decision 113).
    admin.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && v.is(AdminUserParamsSchema, request.params)) {
        await app.sessionCache.forgetUser(request.params.id);
        // Deleting an account deletes its recipe history by cascade.
        if (request.method === 'DELETE') await app.recipeCache.forgetAll();
      }
      return payload;
    });

    admin.post('/api/admin/logout', async (request, reply) => {
      await recordAdminAction(app.db, { action: 'logout', ...audit(request) });
      await request.session.destroy();
      reply.clearCookie(adminCookieName(app.config.secureCookies), { path: '/' });
      return reply.status(204).send();
    });

    admin.get('/api/admin/users', async (request) => {
      const query = parseInput(AdminUsersQuerySchema, request.query, 'query');
      const page = await listAdminUsers(app.db, { ...query, now: app.now() });
      return { users: await toAdminUsers(app.db, page.users), nextCursor: page.nextCursor };
    });

    admin.get('/api/admin/stats', async () => getAdminStats(app.db, app.now()));

    admin.delete('/api/admin/users/:id', async (request, reply) => {
      const { id } = parseInput(AdminUserParamsSchema, request.params, 'params');
      await deleteUserAsAdmin(app.db, {
        userId: id,
        audit: audit(request),
        billing: app.subscriptionCanceller,
      });
      return reply.status(204).send();
    });

    admin.patch('/api/admin/users/:id/moderator', async (request) => {
      const { id } = parseInput(AdminUserParamsSchema, request.params, 'params');
      const { isModerator } = parseInput(AdminModeratorBodySchema, request.body);
      return toAdminUserView(
        app.db,
        await setModerator(app.db, { userId: id, isModerator, audit: audit(request) }),
      );
    });

    admin.patch('/api/admin/users/:id/password', async (request) => {
      const { id } = parseInput(AdminUserParamsSchema, request.params, 'params');
      const { password } = parseInput(AdminPasswordBodySchema, request.body);
      return toAdminUserView(
        app.db,
        await resetUserPassword(app.db, { userId: id, password, audit: audit(request) }),
      );
    });

    admin.patch('/api/admin/users/:id/trial', async (request) => {
      const { id } = parseInput(AdminUserParamsSchema, request.params, 'params');
      // An absent body means the default number of days.
      const { trialDays } = parseInput(AdminTrialBodySchema, request.body ?? {});
      return toAdminUserView(
        app.db,
        await grantTrial(app.db, { userId: id, trialDays, audit: audit(request) }),
      );
    });

    admin.patch('/api/admin/users/:id/premium', async (request) => {
      const { id } = parseInput(AdminUserParamsSchema, request.params, 'params');
      const body = parseInput(AdminPremiumBodySchema, request.body);
      const premiumUntil = body.premiumUntil ? new Date(body.premiumUntil) : null;
      return toAdminUserView(
        app.db,
        await setPremium(app.db, {
          userId: id,
          isPremium: body.isPremium,
          premiumUntil,
          audit: audit(request),
        }),
      );
    });

    admin.patch('/api/admin/users/:id/notes', async (request) => {
      const { id } = parseInput(AdminUserParamsSchema, request.params, 'params');
      const { notes } = parseInput(AdminNotesBodySchema, request.body);
      return toAdminUserView(
        app.db,
        await updateAdminNotes(app.db, { userId: id, notes, audit: audit(request) }),
      );
    });
  });
}
