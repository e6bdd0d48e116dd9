import { Messages } from '../messages.ts';

/** The message of an empty required text field, naming it ("Logradouro é obrigatório", "Agência é obrigatória"). */
export const requiredMessage = (label: string, gender: 'o' | 'a' = 'o') => `${label} é obrigatóri${gender}`;

/** The message of an unchosen select, naming what it asks for with its article ("Selecione o estado"). */
export const chooseMessage = (what: string) => `Selecione ${what}`;

/**
 * pt-BR messages of the section contracts (ours: spec §5 says "rules for all other fields: not shown"). The
 * spec's own messages stay in domain/messages.ts; these are only for the fields it leaves open.
 */
export const FieldMessages = {
  documentNumberRequired: requiredMessage('Número do documento'),
  issuerRequired: requiredMessage('Órgão emissor'),
  invalidCharacters: Messages.invalidCharacters,
  tooLong: (max: number) => `Máximo de ${max} caracteres`,
  tooManyItems: (max: number) => `Máximo de ${max} itens`,
  dateInvalid: 'Data inválida',
  futureDate: 'A data não pode estar no futuro',
  moneyInvalid: 'Valor inválido: use um número não negativo com até 2 casas decimais',
  percentageInvalid: 'Percentual deve estar entre 0 e 100',
  percentageTotal: 'A soma dos percentuais não pode passar de 100',
  cpfCnpjInvalid: 'CPF/CNPJ inválido',
  phoneRequired: 'Telefone é obrigatório',
  phoneInvalid: 'Telefone inválido: celular com 9 dígitos ou fixo com 8',
  areaCodeInvalid: Messages.areaCodeInvalid,
  duplicateDocument: 'Documento repetido na lista',
  rgInvalid: 'RG inválido',
  postalCodeInvalid: 'CEP inválido',
  postalCodeNotInState: 'CEP não pertence ao estado selecionado',
  countryInvalid: 'País inválido',
  stateInvalid: 'Estado inválido',
  cityInvalid: 'Cidade inválida',
  cityNotInState: 'A cidade não pertence ao estado informado',
  bankInvalid: 'Banco inválido',
  agencyInvalid: 'Agência inválida',
  accountInvalid: 'Conta inválida',
  accountDigitInvalid: 'Dígito da conta inválido',
  duplicateAccount: 'Conta bancária repetida',
  oneMainAccount: 'Marque exatamente uma conta como principal',
  atLeastOneAccount: 'Informe ao menos uma conta bancária',
  choose: 'Selecione uma opção',
  chooseDocumentType: chooseMessage('o tipo de documento'),
  documentTypeMismatch: 'O tipo de documento não corresponde ao CPF/CNPJ informado',
  giinInvalid: 'GIIN inválido',
  giinRequired: 'GIIN é obrigatório para este status FATCA',
  companyCnpjMismatch: 'O CNPJ deve ser o mesmo do cadastro',
  birthPlaceRequired: 'Informe o estado e a cidade de nascimento',
  birthPlaceForeign: 'Estado e cidade de nascimento só se aplicam a quem nasceu no Brasil',
  addressExists: 'Endereço já cadastrado: use PUT com o AddressId',
  signatureRequired: 'Assinatura eletrônica é obrigatória',
  signatureInvalid: 'Assinatura eletrônica inválida',
  answersInvalid: 'Responda todas as perguntas com alternativas válidas',
  questionnaireOutdated: 'O questionário foi atualizado. Recarregue a página e responda novamente.',
  ipInvalid: 'IP inválido',
  agreementTypeInvalid: 'Tipo de contrato inválido',
  sectionInvalid: 'Seção inválida',
  statusInvalid: 'Status inválido',
  receiptTypeInvalid: 'Tipo de documento inválido',
} as const;

/** What each select of the customer's sections asks for, by wire field: the schema and the server's list check agree. */
export const ChooseMessages = {
  StateId: chooseMessage('o estado'),
  CityId: chooseMessage('a cidade'),
  NationalityId: chooseMessage('a nacionalidade'),
  MaritalStatusId: chooseMessage('o estado civil'),
  GenderId: chooseMessage('o gênero'),
  OccupationId: chooseMessage('a profissão'),
  DocumentTypeId: FieldMessages.chooseDocumentType,
  DocumentIssuerStateId: chooseMessage('a UF do órgão emissor'),
  BirthPlace: chooseMessage('o estado e a cidade de nascimento'),
  Activity: chooseMessage('a atividade principal'),
  ConstitutionFormat: chooseMessage('a forma de constituição'),
  StatusFatcaId: chooseMessage('a classificação FATCA'),
  Category: chooseMessage('a categoria'),
  BankCode: chooseMessage('o banco'),
  AccountType: chooseMessage('o tipo de conta'),
} as const;
