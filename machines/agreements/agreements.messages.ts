/** pt-BR messages of the terms step (ours: the spec shows none). */
export const AgreementsMessages = {
  signatureMismatch: 'As assinaturas eletrônicas não conferem',
  acceptAll: 'Leia e aceite todos os termos antes de assinar',
  contractMissing: 'O contrato de abertura de conta não foi registrado. Assine novamente.',
} as const;
