import { Hono } from 'hono';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { ProfileBody, ProfileSaved, SuitabilityForm } from '../../../domain/api/profile.ts';
import { Messages } from '../../../domain/messages.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import { withLockedClient } from '../../lib/clients/client-lock.ts';
import { ClientIdParams, requireClient } from '../../lib/clients/client-scope.ts';
import { ApiError, fieldErrors } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { jsonBody, pathParams } from '../../lib/http/validate.ts';
import { sectionRoute } from '../../lib/sections/section-docs.ts';
import { assertOwnClient, requireAuth, tokenClient } from '../../middleware/auth.ts';
import { getSuitabilityForm, saveProfile } from '../../services/sections/profile.service.ts';

/** /api/profile: the suitability questionnaire with the client's answers, and storing new answers (spec §7). */
export function profileRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .get(
      '/:clientId',
      sectionRoute('profile', 'Suitability questionnaire, the answers stored for it and the profile', SuitabilityForm),
      auth,
      pathParams(ClientIdParams),
      async (c) => {
        const { clientId } = c.req.valid('param');
        assertOwnClient(c, clientId);
        await requireClient(deps.db, c);
        return c.json(await getSuitabilityForm(deps.db, clientId, c.get('auth').UserId));
      },
    )
    .post(
      '/',
      sectionRoute('profile', 'Answer the questionnaire: scored to conservador, moderado or arrojado', ProfileSaved, {
        status: 201,
        errors: { 409: `${FieldMessages.questionnaireOutdated} / ${Messages.fileFrozen}` },
      }),
      auth,
      jsonBody(ProfileBody),
      async (c) => {
        const body = c.req.valid('json');
        assertOwnClient(c, body.ClientId);
        if (body.UserId !== c.get('auth').UserId) throw new ApiError(403, Messages.forbidden);
        const ctx = changeOf(c, deps);
        const result = await withLockedClient(deps.db, tokenClient(c), (tx, client) => saveProfile(tx, client.id, body, ctx));
        if (result.status === 'outdated') throw new ApiError(409, result.message);
        if (result.status === 'invalid') throw fieldErrors(result.errors);
        return c.json(result.saved, 201);
      },
    );
}
