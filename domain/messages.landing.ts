// Two messages the root machine shows before any step (a failed call, a partner not found). `Messages` names them
// too.

/** Spec §8: the message of a failed call that brings none of its own. */
export const DEFAULT_ERROR = 'Erro ao processar sua requisição. Tente novamente em alguns minutos';
/** Spec §2: the no-partner page's title. */
export const NO_PARTNER_TITLE = 'Erro ao localizar o parceiro';
