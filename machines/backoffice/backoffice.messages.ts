/** pt-BR confirmations of the back office's staff and partner administration. */
export const BackofficeMessages = {
  invited: 'Convite enviado por e-mail.',
  changed: 'Alteração salva.',
  sessionsEnded: 'Sessões encerradas.',
  partnerAdded: 'Parceiro cadastrado.',
  partnerChanged: 'Parceiro salvo.',
} as const;
