/** pt-BR confirmations of the back office's staff administration. */
export const BackofficeMessages = {
  invited: 'Convite enviado por e-mail.',
  changed: 'Alteração salva.',
  sessionsEnded: 'Sessões encerradas.',
} as const;
