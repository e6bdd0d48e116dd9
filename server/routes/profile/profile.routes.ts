import { Hono } from 'hono';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { ProfileBody, ProfileSaved, SuitabilityForm } from '../../../domain/api/profile.ts';
import { Messages } from '../../../domain/messages.ts';
import { suitabilityProfiles } from '../../db/schema/index.ts';
import { ClientIdParams, readOwned } from '../../lib/clients/client-scope.ts';
import { ApiError, fieldErrors } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { pathParams } from '../../lib/http/validate.ts';
import { recordSectionWrite } from '../../lib/sections/record-section.routes.ts';
import { sectionRoute } from '../../lib/sections/section-docs.ts';
import { assertOwnClient, requireAuth } from '../../middleware/auth.ts';
import { saveProfile, suitabilityForm } from '../../services/sections/profile.service.ts';

/** /api/profile: the suitability questionnaire with the client's answers, and storing new answers (spec §7). */
export function profileRoutes(deps: AppDeps) {
  const auth = requireAuth(deps, undefined, 'in-first-statement');
  return new Hono<AppEnv>()
    .get(
      '/:clientId',
      sectionRoute('profile', 'Suitability questionnaire, the answers stored for it and the profile', SuitabilityForm),
      auth,
      pathParams(ClientIdParams),
      async (c) => {
        const { clientId } = c.req.valid('param');
        assertOwnClient(c, clientId);
        const { rows } = await readOwned(deps.db, c, suitabilityProfiles);
        const { UserId, PersonType } = c.get('auth');
        return c.json(suitabilityForm(rows[0], clientId, UserId, PersonType));
      },
    )
    .post(
      '/',
      ...recordSectionWrite(deps, auth, {
        docs: sectionRoute('profile', 'Answer the questionnaire: scored to conservador, moderado or arrojado', ProfileSaved, {
          status: 201,
          errors: { 409: `${FieldMessages.questionnaireOutdated} / ${Messages.fileFrozen}` },
        }),
        body: ProfileBody,
        owner: (body) => body.ClientId,
        before: (c, body) => {
          if (body.UserId !== c.get('auth').UserId) throw new ApiError(403, Messages.forbidden);
        },
        change: (tx, client, body, ctx) => saveProfile(tx, client.id, body, ctx),
        answer: (c, result) => {
          if (result.status === 'outdated') throw new ApiError(409, result.message);
          if (result.status === 'invalid') throw fieldErrors(result.errors);
          return c.json(result.saved, 201);
        },
      }),
    );
}
