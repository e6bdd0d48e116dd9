import { Hono } from 'hono';
import { SectionBody, SectionCompletion, SectionCompletions } from '../../../domain/api/section.ts';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { jsonBody, pathParams } from '../../lib/validate.ts';
import { assertOwnClient, requireAuth } from '../../middleware/auth.ts';
import { ClientIdParams, changeOf, requireClient } from '../sections/client-scope.ts';
import { sectionRoute } from '../sections/section-docs.ts';
import { completeSection, listCompletions } from './section.service.ts';

/** /api/section: mark a section complete (spec §7) and list the completed ones (ours: the resume point). */
export function sectionRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .post(
      '/',
      sectionRoute('section', 'Mark a section complete (idempotent)', SectionCompletion),
      auth,
      jsonBody(SectionBody),
      async (c) => {
        const body = c.req.valid('json');
        assertOwnClient(c, body.ClientId);
        const client = await requireClient(deps.db, c);
        return c.json(await completeSection(deps.db, client.id, body.SectionId, changeOf(c, deps)));
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
        await requireClient(deps.db, c);
        return c.json(await listCompletions(deps.db, clientId));
      },
    );
}
