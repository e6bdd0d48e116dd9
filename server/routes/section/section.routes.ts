import { Hono } from 'hono';
import { CompletenessMessages } from '../../../domain/api/completeness.ts';
import { SectionBody, SectionCompletion, SectionCompletions } from '../../../domain/api/section.ts';
import { Messages } from '../../../domain/messages.ts';
import { sectionCompletions } from '../../db/schema/index.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import { ClientIdParams, readOwned } from '../../lib/clients/client-scope.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { jsonBody, pathParams } from '../../lib/http/validate.ts';
import { sectionRoute } from '../../lib/sections/section-docs.ts';
import { assertOwnClient, requireAuth, tokenClient } from '../../middleware/auth.ts';
import { completeJudgedSection, toCompletion } from './section.service.ts';

/**
 * /api/section: mark a section complete (spec §7) once the completeness service finds it so, and list the completed
 * ones (ours: the resume point).
 */
export function sectionRoutes(deps: AppDeps) {
  const auth = requireAuth(deps, undefined, 'in-first-statement');
  return new Hono<AppEnv>()
    .post(
      '/',
      sectionRoute('section', 'Mark a section complete (idempotent); 409 with its missing items while it lacks any', SectionCompletion, {
        errors: {
          404: Messages.notFound,
          409: `${CompletenessMessages.sectionIncomplete} (Errors: the missing items) / ${Messages.fileFrozen}`,
        },
      }),
      auth,
      jsonBody(SectionBody),
      async (c) => {
        const body = c.req.valid('json');
        assertOwnClient(c, body.ClientId);
        return c.json(await completeJudgedSection(deps.db, tokenClient(c), body.SectionId, changeOf(c, deps)));
      },
    )
    .get(
      '/:clientId',
      sectionRoute('section', 'Sections the client completed', SectionCompletions),
      auth,
      pathParams(ClientIdParams),
      async (c) => {
        const { clientId } = c.req.valid('param');
        assertOwnClient(c, clientId);
        const { rows } = await readOwned(deps.db, c, sectionCompletions, { orderBy: sectionCompletions.sectionId });
        return c.json(rows.map(toCompletion));
      },
    );
}
