import * as v from 'valibot';
import { NewPartnerBody } from '../../domain/api/partners.ts';
import { ApiError } from '../lib/http/api-error.ts';
import { createPartner } from '../lib/partners/partner-admin.ts';
import { partnerHost } from '../services/partners/partner.service.ts';
import { type CliContext, CliError, OPERATOR_ACTOR, positiveInt } from './cli-context.ts';

/** Options of `partner:add`. */
export type PartnerAddOptions = {
  host?: string;
  name?: string;
  cnpj?: string;
  own?: boolean;
  advisor?: string;
  office?: string;
  url?: string;
};

// The operator's message for a field the shared schema or service refused (the body's keys).
const cliMessages = (options: PartnerAddOptions, host: string): Record<string, string> => ({
  Host: `--host must be a host name such as parceiro.exemplo.com.br, got "${options.host ?? ''}"`,
  Name: '--name is required',
  Cnpj: `--cnpj must be a valid CNPJ, got "${options.cnpj ?? ''}"`,
  RegistrationUrl: `--url must be a URL on ${host}`,
  AdvisorId: `--advisor ${options.advisor} is not a known advisor`,
});

/**
 * Adds a partner (brand) served on `host` with the back office's schema and service: its registration URL (default
 * https://<host>/novo-cadastro), the product's own flag, default advisor and office, and the default brand's style.
 */
export async function partnerAdd(ctx: CliContext, options: PartnerAddOptions): Promise<void> {
  const host = partnerHost(options.host ?? '');
  const messages = cliMessages(options, host);
  const parsed = v.safeParse(NewPartnerBody, {
    Host: host,
    Name: options.name ?? '',
    Cnpj: options.cnpj ?? '',
    IsOwnPartner: options.own === true,
    AdvisorId: options.advisor === undefined ? null : positiveInt('advisor', options.advisor),
    OfficeId: options.office === undefined ? null : positiveInt('office', options.office),
    ...(options.url === undefined ? {} : { RegistrationUrl: options.url }),
  });
  if (!parsed.success) {
    const field = String(parsed.issues[0].path?.[0]?.key ?? '');
    throw new CliError(messages[field] ?? parsed.issues[0].message);
  }
  try {
    // A loopback registration URL may be http or have a port outside production only (ADR 220).
    const author = {
      actor: OPERATOR_ACTOR,
      requestId: ctx.requestId,
      at: ctx.clock.now(),
      loopbackUrls: process.env.NODE_ENV !== 'production',
    };
    const partner = await createPartner(ctx.db, parsed.output, author);
    ctx.print(`Partner ${partner.Id} created: ${partner.Name} on ${partner.Host} (registration URL ${partner.RegistrationUrl}).`);
    ctx.print('Style and logos were copied from the default brand; change them in the back office (/backoffice/parceiros).');
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) throw new CliError(`A partner already uses host ${host}`);
    if (error instanceof ApiError && error.body.Errors) throw new CliError(messages[Object.keys(error.body.Errors)[0]] ?? error.message);
    throw error;
  }
}
