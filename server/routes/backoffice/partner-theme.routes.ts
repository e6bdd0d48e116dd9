import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { Messages } from '../../../domain/messages.ts';
import {
  colorFieldErrors,
  FAVICON_CONTENT_TYPES,
  MAX_FAVICON_BYTES,
  ThemeDraftBody,
  ThemeMessages,
  ThemePublishBody,
} from '../../../domain/theme-tokens.ts';
import { requireStaff } from '../../lib/auth/staff-token.ts';
import { fieldErrors } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse } from '../../lib/http/openapi-responses.ts';
import { IdParam, jsonBody, pathParams } from '../../lib/http/validate.ts';
import { publishDraft, readTheme, restoreVersion, saveDraft } from '../../services/partners/theme.service.ts';
import { draftEmails } from '../../services/partners/theme-emails.ts';
import { uploadFavicon } from '../../services/partners/theme-favicon.ts';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const PartnerIdParams = v.object({ id: IdParam });
const VersionParams = v.object({ id: IdParam, version: IdParam });
const theme = { description: 'The draft, its failing contrast pairs, the live version and every published version' };
const common = {
  401: errorResponse(Messages.unauthorized),
  403: errorResponse(`${Messages.forbidden} (not an admin)`),
  404: errorResponse(`${Messages.notFound} (no such partner, or another partner's)`),
};

// A wrong colour is named at its own field (`Colors.primary`), where the body's validation names only `Colors`.
const colorFields = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  const errors = colorFieldErrors((body as { Colors?: unknown } | undefined)?.Colors);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  await next();
});

// A favicon over the cap is refused before it is read whole, at its field like every other refusal of the file.
const faviconLimit = bodyLimit({
  maxSize: MAX_FAVICON_BYTES,
  onError: (c) => c.json({ Message: ThemeMessages.faviconTooLarge, Errors: { Favicon: [ThemeMessages.faviconTooLarge] } }, 400),
});
const faviconRefusals = [
  ThemeMessages.faviconTooLarge,
  ThemeMessages.faviconType,
  ThemeMessages.faviconMismatch,
  ThemeMessages.faviconUnreadable,
  ThemeMessages.faviconDimensions,
  ThemeMessages.faviconSvgScript,
  ThemeMessages.faviconSvgExternal,
];

/**
 * /api/backoffice/partners/{id}/theme (issue 37): an admin edits a partner's theme as a draft, publishes it behind
 * the contrast gate and rolls back to a kept version; a provider admin any partner, a partner's admin their own.
 */
export function backofficePartnerThemeRoutes(deps: AppDeps) {
  const admin = requireStaff(deps, ['admin']);
  const act = (c: Context<AppEnv>, partnerId: number) => ({
    admin: c.get('staff'),
    partnerId,
    requestId: c.get('requestId'),
  });
  return new Hono<AppEnv>()
    .get(
      '/partners/:id/theme',
      describeRoute({ tags, security, summary: "A partner's theme for the editor", responses: { 200: theme, ...common } }),
      admin,
      pathParams(PartnerIdParams),
      async (c) => c.json(await readTheme(deps, act(c, c.req.valid('param').id))),
    )
    .get(
      '/partners/:id/theme/emails',
      describeRoute({
        tags,
        security,
        summary: "The customer emails (a code, a status) as the partner's saved draft would send them",
        responses: { 200: { description: 'Each email: Name, Subject, Html' }, ...common },
      }),
      admin,
      pathParams(PartnerIdParams),
      async (c) => c.json(await draftEmails(deps.db, act(c, c.req.valid('param').id))),
    )
    .put(
      '/partners/:id/theme/draft',
      describeRoute({
        tags,
        security,
        summary: "Saves the partner's theme draft (custom CSS: provider admins only)",
        responses: {
          200: theme,
          400: errorResponse(ThemeMessages.colorInvalid),
          ...common,
          403: errorResponse(ThemeMessages.cssProviderOnly),
        },
      }),
      admin,
      pathParams(PartnerIdParams),
      colorFields,
      jsonBody(ThemeDraftBody),
      async (c) => c.json(await saveDraft(deps, act(c, c.req.valid('param').id), c.req.valid('json'))),
    )
    .put(
      '/partners/:id/theme/favicon',
      describeRoute({
        tags,
        security,
        summary: "Uploads a favicon into the draft as the raw PNG, JPEG, SVG or ICO body; publishing makes it the partner's icon",
        requestBody: {
          required: true,
          content: Object.fromEntries(FAVICON_CONTENT_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        },
        responses: { 200: theme, 400: errorResponse(faviconRefusals.join('; or ')), ...common },
      }),
      admin,
      pathParams(PartnerIdParams),
      faviconLimit,
      async (c) => {
        const upload = { bytes: Buffer.from(await c.req.arrayBuffer()), type: c.req.header('Content-Type')?.split(';')[0].trim() ?? '' };
        return c.json(await uploadFavicon(deps, act(c, c.req.valid('param').id), upload));
      },
    )
    .post(
      '/partners/:id/theme/publish',
      describeRoute({
        tags,
        security,
        summary: 'Publishes the draft as the next version, live at once',
        responses: { 200: theme, ...common, 409: errorResponse(`${ThemeMessages.contrastFails}, or ${ThemeMessages.staleVersion}`) },
      }),
      admin,
      pathParams(PartnerIdParams),
      jsonBody(ThemePublishBody),
      async (c) => c.json(await publishDraft(deps, act(c, c.req.valid('param').id), c.req.valid('json'))),
    )
    .post(
      '/partners/:id/theme/versions/:version/restore',
      describeRoute({
        tags,
        security,
        summary: 'Rolls back: publishes a kept version again as the next version, live at once',
        responses: { 200: theme, ...common },
      }),
      admin,
      pathParams(VersionParams),
      async (c) => {
        const { id, version } = c.req.valid('param');
        return c.json(await restoreVersion(deps, act(c, id), version));
      },
    );
}
