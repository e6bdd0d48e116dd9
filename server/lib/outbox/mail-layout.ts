import type { PersonType } from '../../../domain/constants.ts';
import { RADIUS_SCALES } from '../../../domain/theme-scales.ts';
import type { Brand } from './mail.ts';

/** What an email says: subject, plain text and an HTML version of the same text. */
export type MailContent = { subject: string; text: string; html: string };

/** The recipient as emails greet them: a person by first name, a company (J) by its name. */
export type Recipient = { name: string; personType?: PersonType };

/** One block of an email's body: a paragraph, an emailed code, or a link shown as a button. */
export type Block = { paragraph: string } | { code: string } | { link: string; label: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

// The partner's colours come from its stored style: only plain hex colours reach the HTML, else the defaults.
const DEFAULT_COLORS = { primary: '#0B3C5D', primaryContrast: '#FFFFFF' };
const hex = (value: string | undefined, fallback: string) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

/** The corners of an email as the customer app draws its own (issue 37): the button's as a button's, the box's as a card's. */
function corners(brand: Brand): { button: number; box: number } {
  const scale = brand.radius && Object.hasOwn(RADIUS_SCALES, brand.radius) ? RADIUS_SCALES[brand.radius] : RADIUS_SCALES.standard;
  return { button: scale.md, box: scale.lg };
}

/**
 * The greeting and, for a company, the line that says whose sign-up it is: the contact who reads the company's
 * email is not the company, so it is not greeted by the company's first word ("Olá, Empresa!").
 */
function opening(recipient: Recipient | undefined): string[] {
  if (!recipient) return ['Olá!'];
  if (recipient.personType === 'J') return ['Olá!', `Esta mensagem é sobre o cadastro da empresa ${recipient.name.trim()}.`];
  return [`Olá, ${firstName(recipient.name)}!`];
}

type Look = { primary: string; contrast: string; radius: number };

function blockHtml(block: Block, { primary, contrast, radius }: Look): string {
  if ('paragraph' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
  if ('code' in block)
    return `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;color:${primary}">${escapeHtml(block.code)}</p>`;
  return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:12px 20px;border-radius:${radius}px;background:${primary};color:${contrast};font-weight:bold;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
}

/**
 * One layout for every email, in the partner's brand (ADR 205): its logo (or its name) on a band of its primary
 * colour's edge, the greeting, the blocks, a button in its colours and corners for a link, the brand's sign-off. HTML with inline
 * styles and tables only, as email clients need; the plain text says the same.
 */
export function composeMail(brand: Brand, recipient: Recipient | undefined, subject: string, blocks: Block[]): MailContent {
  const greeting = opening(recipient);
  const footer = `Equipe ${brand.name}`;
  const text = [
    ...greeting,
    ...blocks.map((block) => ('paragraph' in block ? block.paragraph : 'code' in block ? block.code : `${block.label}: ${block.link}`)),
    footer,
  ].join('\n\n');
  const primary = hex(brand.colors?.primary, DEFAULT_COLORS.primary);
  const contrast = hex(brand.colors?.primaryContrast, DEFAULT_COLORS.primaryContrast);
  const corner = corners(brand);
  const name = escapeHtml(brand.name);
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="40" style="display:block;height:40px;width:auto;border:0">`
    : `<span style="font-size:20px;font-weight:bold;color:${primary}">${name}</span>`;
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:${corner.box}px;border-top:6px solid ${primary};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
<tr><td style="padding:20px 24px 8px">${header}</td></tr>
<tr><td style="padding:16px 24px 8px">
${greeting.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('\n')}
${blocks.map((block) => blockHtml(block, { primary, contrast, radius: corner.button })).join('\n')}
<p style="margin:0 0 16px">${escapeHtml(footer)}</p>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
  return { subject, text, html };
}
