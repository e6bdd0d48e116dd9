import { type Context, Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { MessageResponse } from '../../../domain/api/auth.ts';
import {
  StaffAuthMessages,
  StaffInvitationBody,
  StaffMe,
  StaffSession,
  StaffSignInBody,
  StaffSignInChallenge,
  StaffTotpBody,
} from '../../../domain/api/staff-auth.ts';
import { Messages } from '../../../domain/messages.ts';
import { perIpLimit } from '../../lib/auth/codes-http.ts';
import { requireStaff } from '../../lib/auth/staff-token.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { clientIp } from '../../lib/http/client-ip.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { jsonBody } from '../../lib/http/validate.ts';
import { staffMe } from '../../services/staff/staff-members.ts';
import { acceptInvitation } from './invitation.service.ts';
import { signInStaff } from './sign-in.service.ts';
import { endSessions } from './staff.service.ts';
import { confirmStaffCode } from './totp.service.ts';

const tags = ['backoffice'];
const bearer = [{ bearerAuth: [] }];
const locked = errorResponse(
  `${StaffAuthMessages.locked} (5 wrong passwords or codes from one address: 15 minutes there; 20 from any in an hour: the account until that hour ends; or the per-address limit)`,
);
const unauthorized = errorResponse(Messages.unauthorized);
const forbidden = errorResponse(`${Messages.forbidden} (a customer's or an offer manager's token)`);

/** The sign-in request's id and the caller's address (the locks count per address, staff-lockout.ts). */
const signInRequest = (c: Context<AppEnv>, deps: AppDeps) => ({
  requestId: c.get('requestId'),
  address: clientIp(c, deps.config.trustProxy),
});

/** /api/backoffice: sign-in with password and TOTP, the invitation's password, sign-out and the signed-in member. */
export function backofficeAuthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(
      '/auth/sign-in',
      describeRoute({
        tags,
        summary: "A staff member's email and password (public): the challenge of the second factor, or enrolment of one",
        responses: {
          200: jsonResponse('The second factor to give', resolver(StaffSignInChallenge)),
          401: errorResponse(`${StaffAuthMessages.signInFailed} (unknown email, wrong password or disabled member alike)`),
          429: locked,
        },
      }),
      perIpLimit(deps, 'staff-sign-in', 'check'),
      jsonBody(StaffSignInBody),
      async (c) => c.json(await signInStaff(deps, c.req.valid('json'), signInRequest(c, deps))),
    )
    .post(
      '/auth/totp',
      describeRoute({
        tags,
        summary: "The authenticator's code for a challenge (public): the staff session; the first right code confirms enrolment",
        responses: {
          200: jsonResponse('Signed in', resolver(StaffSession)),
          400: errorResponse(`'${StaffAuthMessages.codeWrong}' at Code (wrong, or its time step already used)`),
          401: errorResponse(`${StaffAuthMessages.challengeExpired} (expired, spent or forged challenge)`),
          429: locked,
        },
      }),
      perIpLimit(deps, 'staff-totp', 'check'),
      jsonBody(StaffTotpBody),
      async (c) => c.json(await confirmStaffCode(deps, c.req.valid('json'), signInRequest(c, deps))),
    )
    .post(
      '/auth/invitation',
      describeRoute({
        tags,
        summary: "An invited member sets their password with the emailed link's token (public, single use, 72 hours)",
        responses: {
          200: jsonResponse('Password set', resolver(MessageResponse)),
          400: errorResponse("The password policy's message at NewPassword"),
          410: errorResponse(StaffAuthMessages.invitationInvalid),
          429: errorResponse(Messages.tooManyRequests),
        },
      }),
      perIpLimit(deps, 'staff-invitation', 'check'),
      jsonBody(StaffInvitationBody),
      async (c) => {
        await acceptInvitation(deps, c.req.valid('json'), c.get('requestId'));
        return c.json({ Message: StaffAuthMessages.passwordSet });
      },
    )
    .post(
      '/auth/sign-out',
      describeRoute({
        tags,
        summary: 'Ends every session of the signed-in member (each of their tokens answers 401 from now on)',
        security: bearer,
        responses: { 204: { description: 'Signed out' }, 401: unauthorized, 403: forbidden },
      }),
      requireStaff(deps),
      async (c) => {
        const staff = c.get('staff');
        await endSessions(deps, staff, staff.id, 'staff.sign-out', c.get('requestId'));
        return c.body(null, 204);
      },
    )
    .get(
      '/me',
      describeRoute({
        tags,
        summary: 'The signed-in member, with their role and partner (null: the provider, who sees every partner)',
        security: bearer,
        responses: { 200: jsonResponse('The member', resolver(StaffMe)), 401: unauthorized, 403: forbidden },
      }),
      requireStaff(deps),
      async (c) => {
        const me = await staffMe(deps.db, c.get('staff').id);
        if (!me) throw new ApiError(401, Messages.unauthorized);
        return c.json(me);
      },
    );
}
