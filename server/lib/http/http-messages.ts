/** pt-BR messages of transport-level failures the web app never provokes (the spec lists none for them). */
export const HttpMessages = {
  payloadTooLarge: 'A requisição excede o tamanho máximo permitido',
  unsupportedMediaType: 'Envie o corpo da requisição em JSON (Content-Type: application/json)',
  unavailable: 'Serviço indisponível no momento',
  // A value the database refused (SQLSTATE class 22) that validation let through: the caller's input, not a fault.
  invalidData: 'Dados inválidos. Verifique os valores enviados.',
  // A unique constraint (23505) hit by a write no service checks first, e.g. two concurrent creates.
  conflict: 'Este registro já existe. Atualize a página e tente novamente.',
} as const;
