import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { AgreementFile } from '../../../domain/api/agreements.ts';
import { Messages } from '../../../domain/messages.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { IdParam, pathParams } from '../../lib/http/validate.ts';
import { requireAuth } from '../../middleware/auth.ts';
import { agreementPath, agreementTextVersion, currentAgreementText, renderAgreement } from '../../services/agreements/agreement-catalog.ts';

const bearer = [{ bearerAuth: [] }];
const common = { 401: errorResponse(Messages.unauthorized), 404: errorResponse(Messages.notFound) };
const TypeParams = v.object({ type: IdParam });
const VersionParams = v.object({ type: IdParam, version: v.pipe(v.string(), v.regex(/^[0-9A-Za-z.-]{1,20}$/, Messages.invalidField)) });

/** /api/file: agreement files (spec §7: types 42 and 43, and the batch types 1, 28, 57) and their PDFs. */
export function fileRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .get(
      '/type/:type',
      describeRoute({
        tags: ['agreements'],
        summary:
          "An agreement's current file for the token's person type (a company's investor declarations in its own voice): name, version, SHA-256, the Path of its PDF and the text the PDF is made from",
        security: bearer,
        responses: { 200: jsonResponse('The file', resolver(AgreementFile)), ...common },
      }),
      auth,
      pathParams(TypeParams),
      async (c) => {
        const text = currentAgreementText(c.req.valid('param').type, c.get('auth').PersonType);
        if (!text) throw notFound();
        const { sha256 } = await renderAgreement(text);
        return c.json({
          Type: text.fileType,
          AgreementId: text.agreementId,
          Name: text.title,
          Version: text.version,
          Path: agreementPath(text),
          Sha256: sha256,
          Subtitle: text.subtitle ?? null,
          PublishedAt: text.publishedAt,
          Sections: text.sections.map((section) => ({ Heading: section.heading, Paragraphs: section.paragraphs })),
        });
      },
    )
    .get(
      '/type/:type/version/:version',
      describeRoute({
        tags: ['agreements'],
        summary: 'The PDF of an agreement version (the exact bytes a signature refers to)',
        security: bearer,
        responses: { 200: { description: 'The PDF', content: { 'application/pdf': {} } }, ...common },
      }),
      auth,
      pathParams(VersionParams),
      async (c) => {
        const { type, version } = c.req.valid('param');
        const text = agreementTextVersion(type, version);
        if (!text) throw notFound();
        const { bytes, sha256 } = await renderAgreement(text);
        return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="contrato-${text.fileType}-${text.version}.pdf"`,
          'X-Content-Type-Options': 'nosniff',
          ETag: `"${sha256}"`,
        });
      },
    );
}
