import type { Brand } from '../../lib/outbox/mail.ts';
import { composeMail, type MailContent, type Recipient } from '../../lib/outbox/mail-layout.ts';

/**
 * Sent instead of the code when an email change names an address another client of the partner already uses
 * (ADR 227): the mailbox's owner learns the change was not made; the asker's answer is the same as for any address.
 */
export function emailInUseEmail(brand: Brand, recipient: Recipient | undefined): MailContent {
  return composeMail(brand, recipient, `${brand.name}: este e-mail já está em outro cadastro`, [
    {
      paragraph: `Recebemos um pedido para usar este endereço como o e-mail de uma conta na ${brand.name}, mas ele já é o e-mail de outro cadastro. Nada foi alterado.`,
    },
    { paragraph: `Se foi você, use outro endereço ou fale com a ${brand.name}. Se não foi, ignore este e-mail.` },
  ]);
}
