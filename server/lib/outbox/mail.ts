import { and, eq, inArray } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import * as v from 'valibot';
import { isOwnLogoUrl } from '../../../domain/api/partners.ts';
import { LinkType } from '../../../domain/constants.ts';
import type { PartnerColors } from '../../../domain/partner.ts';
import type { RadiusScale } from '../../../domain/theme-scales.ts';
import type { Database } from '../../db/database.ts';
import { partnerLogos, partnerStyles, partners } from '../../db/schema/index.ts';
import type { Config } from '../../env.ts';
import type { MailContent } from './mail-layout.ts';
import { enqueue } from './outbox.ts';

/** An email ready to send: the recipient, the sender's display name (the partner) and the content. */
export const MailMessage = v.object({ to: v.string(), fromName: v.string(), subject: v.string(), text: v.string(), html: v.string() });
export type MailMessage = v.InferOutput<typeof MailMessage>;

/** Sends emails; rejects with `PermanentDeliveryError` when retrying cannot help. */
export type Mailer = { send(message: MailMessage): Promise<void>; close?(): void };

/** A refusal that the same message would get again (SMTP 5xx, HTTP 4xx): the outbox stops retrying it. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

// RFC 5321: 5yz replies are permanent, except 503 (bad sequence), which a new connection may not get.
const isPermanentSmtpReply = (code: unknown) => typeof code === 'number' && code >= 500 && code < 600 && code !== 503;

/** How long the SMTP server may take to accept a connection, to greet, and to answer each command. */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * Sends through the SMTP server of `smtpUrl` (nodemailer), from `address` with the partner's name; a server that
 * stays silent for `timeoutMs` at any step fails the send (retried later), instead of nodemailer's 10 minutes.
 */
export function smtpMailer(smtpUrl: string, address: string, timeoutMs = SMTP_TIMEOUT_MS): Mailer {
  const timeouts = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs, dnsTimeout: timeoutMs };
  const transport = createTransport({ url: smtpUrl, ...timeouts });
  return {
    async send(message) {
      try {
        const from = { name: message.fromName, address };
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (error) {
        const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
        // Only codes leave this function: SMTP replies may quote the recipient's address.
        const summary = `SMTP ${String(code ?? 'error')}${responseCode ? ` ${String(responseCode)}` : ''}`;
        throw isPermanentSmtpReply(responseCode) ? new PermanentDeliveryError(summary) : new Error(summary);
      }
    },
    close: () => transport.close(),
  };
}

/** An email kept by the dev mailbox. */
export type StoredMail = MailMessage & { id: number; sentAt: string };

/** Development mailbox: keeps the latest emails in memory and logs them, codes included (never used in production). */
export class DevMailbox implements Mailer {
  private readonly mails: StoredMail[] = [];
  private nextId = 1;

  constructor(
    private readonly logger: Logger,
    private readonly limit = 100,
  ) {}

  /** Keeps and logs the message. */
  async send(message: MailMessage): Promise<void> {
    const mail = { ...message, id: this.nextId++, sentAt: new Date().toISOString() };
    this.mails.unshift(mail);
    this.mails.length = Math.min(this.mails.length, this.limit);
    this.logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'dev mailbox: email kept (development only)');
  }

  /** The kept emails, newest first. */
  list(): readonly StoredMail[] {
    return this.mails;
  }
}

/** The mailer the configuration asks for: SMTP, the dev mailbox, or both (each SMTP email also kept). */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'devMailbox'>,
  logger: Logger,
): { mailer: Mailer; mailbox?: DevMailbox } {
  const mailbox = config.devMailbox || !config.smtpUrl ? new DevMailbox(logger) : undefined;
  if (!config.smtpUrl) return { mailer: mailbox as DevMailbox, mailbox };
  const smtp = smtpMailer(config.smtpUrl, config.mailFrom);
  if (!mailbox) return { mailer: smtp };
  const both: Mailer = {
    async send(message) {
      await smtp.send(message);
      await mailbox.send(message);
    },
    close: smtp.close,
  };
  return { mailer: both, mailbox };
}

/**
 * A partner as its emails show it: its name, the origin its links point at (never the request's Host), and its look:
 * the absolute URL of its menu logo and its primary colours (absent: the layout's defaults and the name as text).
 */
export type Brand = {
  name: string;
  origin: string;
  logoUrl?: string | null;
  colors?: Pick<PartnerColors, 'primary' | 'primaryContrast'> | null;
  /** The theme's corner radius scale (issue 37): the button's corners and the message box's. */
  radius?: RadiusScale | null;
};

/** The brand of a partner: its name, the origin of its configured registration URL, its menu logo, colours and corners. */
export async function findBrand(db: Database, partnerId: number): Promise<Brand> {
  return (await findBrands(db, [partnerId])).get(partnerId) as Brand;
}

/** The brands of `partnerIds`, by id, in one statement; throws when one of them is not found. */
export async function findBrands(db: Database, partnerIds: number[]): Promise<Map<number, Brand>> {
  const rows = await db
    .select({
      id: partners.id,
      name: partners.name,
      url: partners.registrationUrl,
      colors: partnerStyles.colors,
      radius: partnerStyles.radius,
      logo: partnerLogos.url,
    })
    .from(partners)
    .leftJoin(partnerStyles, eq(partnerStyles.partnerId, partners.id))
    .leftJoin(partnerLogos, and(eq(partnerLogos.partnerId, partners.id), eq(partnerLogos.linkType, LinkType.MENU)))
    .where(inArray(partners.id, partnerIds));
  const brands = new Map<number, Brand>();
  for (const row of rows) {
    const origin = new URL(row.url).origin;
    // Only a logo the product serves (a /brands/ file, an uploaded logo's route) goes into an email, on the partner's
    // own origin (ADR 220): a URL of another host would let it track who opens the email.
    const logoUrl = row.logo && isOwnLogoUrl(row.logo) ? new URL(row.logo, origin).href : null;
    const colors = row.colors ? { primary: row.colors.primary, primaryContrast: row.colors.primaryContrast } : null;
    brands.set(row.id, { name: row.name, origin, logoUrl, colors, radius: row.radius });
  }
  const missing = partnerIds.find((id) => !brands.has(id));
  if (missing !== undefined) throw new Error(`partner ${missing} not found`);
  return brands;
}

/** Queues an email in the caller's transaction; the outbox worker sends it after the commit. */
export async function queueEmail(
  db: Database,
  email: { to: string; brand: Brand; content: MailContent; idempotencyKey: string; at: Date },
): Promise<void> {
  const payload: MailMessage = { to: email.to, fromName: email.brand.name, ...email.content };
  await enqueue(db, { kind: 'email', payload, idempotencyKey: email.idempotencyKey, at: email.at });
}
