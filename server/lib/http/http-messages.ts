/** pt-BR messages of transport-level failures the web app never provokes (the spec lists none for them). */
export const HttpMessages = {
  payloadTooLarge: 'A requisição excede o tamanho máximo permitido',
  unsupportedMediaType: 'Envie o corpo da requisição em JSON (Content-Type: application/json)',
  unavailable: 'Serviço indisponível no momento',
} as const;
