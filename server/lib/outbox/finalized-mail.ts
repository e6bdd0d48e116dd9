import type { Brand } from './mail.ts';
import { composeMail, type MailContent, type Recipient } from './mail-layout.ts';

/**
 * The email sent once a sign-up is finalized ("recebemos seu cadastro"): it is in analysis and what comes next, in a
 * person's words or a company's (`recipient.personType`), in the partner's brand.
 */
export function finalizedEmail(brand: Brand, recipient: Recipient): MailContent {
  const company = recipient.personType === 'J';
  const whose = company ? 'o cadastro da empresa' : 'o seu cadastro';
  return composeMail(brand, recipient, `${brand.name}: recebemos ${whose}`, [
    { paragraph: `Recebemos ${whose} na ${brand.name}, com os dados, os documentos e os termos assinados. Ele está em análise.` },
    {
      paragraph: company
        ? 'Se faltar algum documento da empresa, enviaremos por e-mail um link para enviá-lo.'
        : 'Se faltar algum documento, enviaremos por e-mail um link para você enviá-lo.',
    },
    {
      paragraph: company
        ? 'Quando a conta da empresa estiver aberta, avisaremos por e-mail com os próximos passos.'
        : 'Quando a sua conta estiver aberta, você receberá um e-mail de confirmação com os próximos passos.',
    },
    { paragraph: `Se você não reconhece este cadastro, fale com a ${brand.name}.` },
  ]);
}
