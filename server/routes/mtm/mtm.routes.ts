import { Hono } from 'hono';
import { ElectronicCheckMessages } from '../../../domain/api/electronic-check.ts';
import { MtmBody, MtmSetting } from '../../../domain/api/mtm.ts';
import { Messages } from '../../../domain/messages.ts';
import { mtmSettings } from '../../db/schema/index.ts';
import { assertEditable } from '../../lib/clients/client-lock.ts';
import { readOwned, requireClient } from '../../lib/clients/client-scope.ts';
import { ApiError, fieldErrors } from '../../lib/http/api-error.ts';
import { clientIp } from '../../lib/http/client-ip.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { recordSectionWrite } from '../../lib/sections/record-section.routes.ts';
import { sectionRoute } from '../../lib/sections/section-docs.ts';
import { requireAuth } from '../../middleware/auth.ts';
import { verifySignature } from '../../services/electronic-check/electronic-check.service.ts';
import { saveMtm, toMtm } from '../../services/sections/mtm.service.ts';

/** /api/position/client/mtm: the fixed-income mark-to-market choice, confirmed with the electronic signature. */
export function mtmRoutes(deps: AppDeps) {
  // ADR 226: the GET's readOwned and the PUT's requireClient (before the signature spends an attempt) check the session.
  const auth = requireAuth(deps, undefined, 'in-first-statement');
  return new Hono<AppEnv>()
    .get(
      '/client/mtm',
      sectionRoute('mtm', 'Mark-to-market choice of the signed-in client (true by default)', MtmSetting),
      auth,
      async (c) => {
        const { client, rows } = await readOwned(deps.db, c, mtmSettings);
        return c.json(toMtm(rows[0], client.id));
      },
    )
    .put(
      '/client/mtm',
      ...recordSectionWrite(deps, auth, {
        docs: sectionRoute('mtm', 'Change the mark-to-market choice (needs the electronic signature)', MtmSetting, {
          errors: { 409: Messages.fileFrozen, 423: ElectronicCheckMessages.locked },
        }),
        body: MtmBody,
        owner: (body) => body.CustomerId,
        before: async (c, body, ctx) => {
          // A sent file is refused before the signature check spends an attempt; the change itself is checked again under the lock.
          assertEditable(await requireClient(deps.db, c));
          const check = await verifySignature(deps.db, c.get('auth').UserId, body.ClientElectronicCheck, { kdf: deps.kdf, now: ctx.now });
          if (check.status === 'missing') throw fieldErrors({ ClientElectronicCheck: [ElectronicCheckMessages.notSet] });
          if (check.status === 'locked') throw new ApiError(423, ElectronicCheckMessages.locked);
          if (check.status === 'invalid') throw fieldErrors({ ClientElectronicCheck: [ElectronicCheckMessages.wrong(check.attemptsLeft)] });
        },
        change: (tx, client, body, ctx, c) => {
          const change = { mtmActivated: body.MtmActivated, ip: clientIp(c, deps.config.trustProxy), declaredIp: body.ClientIp ?? null };
          return saveMtm(tx, client.id, change, ctx);
        },
      }),
    );
}
