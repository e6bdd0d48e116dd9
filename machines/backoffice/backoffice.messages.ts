/** pt-BR confirmations of the back office's staff administration. */
export const BackofficeMessages = {
  invited: 'Convite enviado por e-mail.',
  changed: 'Alteração salva.',
  sessionsEnded: 'Sessões encerradas.',
  invitationAccepted: 'Senha cadastrada. Entre com o seu e-mail e a nova senha.',
} as const;
