import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { NoteBody, NoteList } from '../../../domain/api/backoffice-claims.ts';
import { Messages } from '../../../domain/messages.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import { requireStaff } from '../../lib/auth/staff-token.ts';
import { ClientIdParams } from '../../lib/clients/client-scope.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { jsonBody, pathParams } from '../../lib/http/validate.ts';
import { addNote, listNotes } from '../../services/notes/notes.service.ts';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const common = {
  200: jsonResponse("The file's internal notes, newest first", resolver(NoteList)),
  401: errorResponse(Messages.unauthorized),
  403: errorResponse(`${Messages.forbidden} (not a staff token)`),
  404: errorResponse(`${Messages.notFound} (no such application, or another partner's)`),
};

/** /api/backoffice/applications/{clientId}/notes: notes between staff on a file, never shown to the customer (ADR 234). */
export function backofficeNotesRoutes(deps: AppDeps) {
  const staff = requireStaff(deps);
  return new Hono<AppEnv>()
    .get(
      '/applications/:clientId/notes',
      describeRoute({ tags, summary: "The file's internal notes", security, responses: common }),
      staff,
      pathParams(ClientIdParams),
      async (c) => c.json(await listNotes(deps.db, c.get('staff'), c.req.valid('param').clientId)),
    )
    .post(
      '/applications/:clientId/notes',
      describeRoute({
        tags,
        summary: 'Add an internal note (at most 2,000 characters, no control characters); audited without its text',
        security,
        responses: { ...common, 400: errorResponse(`${Messages.invalidField} (Errors by field)`) },
      }),
      staff,
      pathParams(ClientIdParams),
      jsonBody(NoteBody),
      async (c) => c.json(await addNote(deps.db, c.get('staff'), c.req.valid('param').clientId, c.req.valid('json'), changeOf(c, deps))),
    );
}
