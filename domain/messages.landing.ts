// The two messages the landing's own code may show (a failed call, a partner not found), in a file of their own so
// it does not load every message of the journey (ADR 167). `Messages` names them too.

/** Spec §8: the message of a failed call that brings none of its own. */
export const DEFAULT_ERROR = 'Erro ao processar sua requisição. Tente novamente em alguns minutos';
/** Spec §2: the no-partner page's title. */
export const NO_PARTNER_TITLE = 'Erro ao localizar o parceiro';
