/** pt-BR answers of POST /api/document's transport checks (the spec shows none; ours). */
export const UploadMessages = {
  notMultipart: 'Envie o documento como multipart/form-data',
  tooLarge: 'O arquivo excede o tamanho máximo de 10 MB',
  wrongType: 'Envie um arquivo PDF, JPG ou PNG cujo conteúdo corresponda ao tipo informado',
  fileRequired: 'Selecione o arquivo do documento',
  unknownFile: 'Envie um único arquivo no campo image0',
  fieldTooLong: 'Campo muito longo',
  duplicateField: 'Campo repetido',
  tooManyParts: 'O formulário tem campos ou arquivos demais',
  malformed: 'Formulário de envio inválido',
  validityNotToday: 'A data de validade deve ser a data de hoje',
  notAParty: 'O documento deve ser do cliente ou de uma pessoa informada no cadastro',
  tooManyDocuments: 'Limite de documentos enviados atingido. Fale com a corretora.',
} as const;
