import type { Brand } from './mail.ts';
import { type Block, composeMail, type MailContent, type Recipient } from './mail-layout.ts';

export type { MailContent, Recipient } from './mail-layout.ts';

// One layout for every email, in the partner's brand (mail-layout.ts); without a recipient the greeting names nobody.
const compose = (brand: Brand, recipient: Recipient | undefined, subject: string, blocks: Block[]): MailContent =>
  composeMail(brand, recipient, subject, blocks);

const ignoreIfNotYou = 'Se você não fez este pedido, ignore este e-mail: nada muda na sua conta.';

/** The emailed code that resumes an unfinished sign-up. */
export function continueCodeEmail(brand: Brand, recipient: Recipient, code: string, minutes: number): MailContent {
  return compose(brand, recipient, `${brand.name}: seu código para continuar o cadastro`, [
    { paragraph: `Use o código abaixo para continuar o seu cadastro na ${brand.name}:` },
    { code },
    { paragraph: `O código vale por ${minutes} minutos e só pode ser usado uma vez. ${ignoreIfNotYou}` },
    { link: `${brand.origin}/continuar-cadastro`, label: 'Continuar cadastro' },
  ]);
}

/**
 * The continue code asked on another partner's site (`askedOn`) by a client of `brand` (ADR 224): sent in the brand
 * the client signed up with, it says where the file is and links there; the code shows the same on the site asked.
 */
export function otherPartnerCodeEmail(brand: Brand, askedOn: string, recipient: Recipient, code: string, minutes: number): MailContent {
  return compose(brand, recipient, `${brand.name}: seu cadastro continua no site da ${brand.name}`, [
    {
      paragraph: `Recebemos um pedido para continuar o seu cadastro pelo site de ${askedOn}. O seu cadastro foi feito na ${brand.name}: continue por lá.`,
    },
    { link: `${brand.origin}/continuar-cadastro`, label: `Continuar na ${brand.name}` },
    { paragraph: `Se preferir, digite este código no site de ${askedOn} para ver onde está o seu cadastro:` },
    { code },
    { paragraph: `O código vale por ${minutes} minutos e só pode ser usado uma vez. ${ignoreIfNotYou}` },
  ]);
}

/**
 * The emailed code that proves a new sign-up's email (ADR 196); a person is greeted by first name, a company's
 * contact with a line naming the company (ADR 205).
 */
export function signUpCodeEmail(brand: Brand, recipient: Recipient | undefined, code: string, minutes: number): MailContent {
  return compose(brand, recipient, `${brand.name}: confirme seu e-mail`, [
    { paragraph: `Confirme seu e-mail para continuar o seu cadastro na ${brand.name}. Use o código abaixo:` },
    { code },
    {
      paragraph: `O código vale por ${minutes} minutos e só pode ser usado uma vez. Se você não começou este cadastro, ignore este e-mail: nada será criado.`,
    },
  ]);
}

/** The emailed code that lets a customer set a new password. */
export function passwordCodeEmail(brand: Brand, recipient: Recipient, code: string, minutes: number): MailContent {
  return compose(brand, recipient, `${brand.name}: código para redefinir sua senha`, [
    { paragraph: 'Use o código abaixo para redefinir a sua senha:' },
    { code },
    { paragraph: `O código vale por ${minutes} minutos e só pode ser usado uma vez. ${ignoreIfNotYou}` },
  ]);
}

/** The emailed code that lets a signed-in customer reset the electronic signature (ADR 192). */
export function electronicCheckCodeEmail(brand: Brand, recipient: Recipient, code: string, minutes: number): MailContent {
  return compose(brand, recipient, `${brand.name}: código para redefinir sua assinatura eletrônica`, [
    { paragraph: 'Use o código abaixo para redefinir a sua assinatura eletrônica:' },
    { code },
    { paragraph: `O código vale por ${minutes} minutos e só pode ser usado uma vez. ${ignoreIfNotYou}` },
  ]);
}

/** The emailed code, sent to the new address, that proves a signed-in customer's email change (ADR 222). */
export function emailChangeCodeEmail(brand: Brand, recipient: Recipient, code: string, minutes: number): MailContent {
  return compose(brand, recipient, `${brand.name}: confirme seu novo e-mail`, [
    { paragraph: `Use o código abaixo para confirmar este endereço como o e-mail da sua conta na ${brand.name}:` },
    { code },
    { paragraph: `O código vale por ${minutes} minutos e só pode ser usado uma vez. ${ignoreIfNotYou}` },
  ]);
}

/** Tells the old address that the account's email changed, naming the new one partly (ADR 222). */
export function emailChangedEmail(brand: Brand, recipient: Recipient, maskedNewEmail: string): MailContent {
  return compose(brand, recipient, `${brand.name}: o e-mail da sua conta foi alterado`, [
    {
      paragraph: `O e-mail da sua conta na ${brand.name} foi alterado para ${maskedNewEmail}. Os próximos avisos e códigos vão para esse endereço.`,
    },
    { paragraph: `Se não foi você, fale com a ${brand.name} o quanto antes.` },
  ]);
}

/** What a documents request asks for: the documents' names and the brokerage's message ('' when none). */
export type DocumentsAsked = { documents: readonly string[]; message: string };

/** The link through which a customer sends missing documents, naming them, with the brokerage's message. */
export function missingDocumentsEmail(
  brand: Brand,
  recipient: Recipient,
  link: string,
  expiresAt: Date,
  asked: DocumentsAsked = { documents: [], message: '' },
): MailContent {
  const until = expiresAt.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const named: Block[] = asked.documents.length > 0 ? [{ paragraph: `Documentos solicitados: ${asked.documents.join('; ')}.` }] : [];
  const message: Block[] = asked.message ? [{ paragraph: `Mensagem da ${brand.name}: ${asked.message}` }] : [];
  return compose(brand, recipient, `${brand.name}: envie os documentos pendentes do seu cadastro`, [
    { paragraph: 'Para concluir a análise do seu cadastro, precisamos de alguns documentos. Envie-os pelo link abaixo:' },
    ...named,
    ...message,
    { link, label: 'Enviar documentos' },
    { paragraph: `O link é pessoal e vale até ${until}. Não o compartilhe com ninguém.` },
  ]);
}

/** The notice that the electronic signature was reset (so an unexpected reset does not go unnoticed). */
export function electronicCheckResetEmail(brand: Brand, recipient: Recipient): MailContent {
  return compose(brand, recipient, `${brand.name}: sua assinatura eletrônica foi redefinida`, [
    { paragraph: 'A sua assinatura eletrônica foi redefinida. Cadastre uma nova para assinar os termos do seu cadastro.' },
    { paragraph: `Se não foi você, fale com a ${brand.name} imediatamente.` },
  ]);
}

/** The news that the account was opened: the brokerage approved the sign-up (status 4). */
export function applicationApprovedEmail(brand: Brand, recipient: Recipient): MailContent {
  return compose(brand, recipient, `${brand.name}: seu cadastro foi aprovado`, [
    { paragraph: `Boas notícias: a ${brand.name} analisou e aprovou o seu cadastro. A sua conta está aberta.` },
    { link: `${brand.origin}/continuar-cadastro`, label: 'Ver meu cadastro' },
  ]);
}

/** The news that the brokerage did not approve the sign-up (status 5), with the reason its staff gave. */
export function applicationRejectedEmail(brand: Brand, recipient: Recipient, reason: string): MailContent {
  return compose(brand, recipient, `${brand.name}: resultado da análise do seu cadastro`, [
    { paragraph: `A ${brand.name} analisou o seu cadastro e não pôde aprová-lo.` },
    { paragraph: `Motivo: ${reason}` },
    { paragraph: `Em caso de dúvidas, fale com a ${brand.name}.` },
  ]);
}

/**
 * The invitation of a new back-office staff member (issue 19): a single-use link to set their password, valid until
 * `expiresAt`; then they sign in with email, password and an authenticator app.
 */
export function staffInvitationEmail(brand: Brand, recipient: Recipient, link: string, expiresAt: Date, role: string): MailContent {
  const until = expiresAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
  return compose(brand, recipient, `${brand.name}: seu acesso ao back office`, [
    {
      paragraph: `Você foi incluído(a) na equipe da ${brand.name} no back office, com a função ${role}. Defina sua senha pelo link abaixo:`,
    },
    { link, label: 'Definir senha' },
    {
      paragraph: `O link é pessoal, vale até ${until} (horário de Brasília) e só pode ser usado uma vez. Depois, entre com seu e-mail e a nova senha e cadastre um aplicativo autenticador no celular.`,
    },
    { paragraph: 'Se você não esperava este convite, ignore este email.' },
  ]);
}
