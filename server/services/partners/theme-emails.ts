import type { ThemeEmail } from '../../../domain/theme-api.ts';
import type { Database } from '../../db/database.ts';
import { findBrand } from '../../lib/outbox/mail.ts';
import { applicationApprovedEmail, signUpCodeEmail } from '../../lib/outbox/mail-templates.ts';
import { type Act, checkManaged, draftOf } from './theme-store.ts';

// A customer the previews greet: no one's data.
const SAMPLE = { name: 'Maria Silva' };

/**
 * The customer emails as the partner's saved draft would send them (a code email and a status email): the production
 * templates with the partner's brand and the draft's primary colours and corners. 404 unless the admin manages the partner.
 */
export async function draftEmails(db: Database, act: Act): Promise<ThemeEmail[]> {
  await checkManaged(db, act);
  const { Colors, Radius } = await draftOf(db, act.partnerId);
  const sent = await findBrand(db, act.partnerId);
  // The logo from the product's own path, which the back office's CSP (img-src 'self') lets the preview load: the
  // same file the email loads from the partner's origin (ADR 220).
  const logoUrl = sent.logoUrl ? `${new URL(sent.logoUrl).pathname}${new URL(sent.logoUrl).search}` : null;
  const brand = { ...sent, logoUrl, colors: { primary: Colors.primary, primaryContrast: Colors.primaryContrast }, radius: Radius };
  return [
    { Name: 'Código de confirmação', mail: signUpCodeEmail(brand, SAMPLE, '482913', 10) },
    { Name: 'Cadastro aprovado', mail: applicationApprovedEmail(brand, SAMPLE) },
  ].map(({ Name, mail }) => ({ Name, Subject: mail.subject, Html: mail.html }));
}
