// Proper case for the institution names of public registers that arrive shouted or half-shouted
// ("PICPAY INSTITUIçãO DE PAGAMENTO S.A." → "Picpay Instituição de Pagamento S.A.").

// Words kept in capitals: acronyms that carry vowels (acronyms without a vowel, such as DTVM or BMG, are kept anyway).
const ACRONYMS = new Set(['ABN', 'AMRO', 'BANESE', 'BNDES', 'BOCOM', 'BRDE', 'CEF', 'ICBC', 'ING', 'JP', 'NU', 'QI', 'UBS', 'XP']);
// Connectors written in lower case inside a name.
const CONNECTORS = new Set(['a', 'à', 'ao', 'as', 'às', 'aos', 'com', 'da', 'das', 'de', 'do', 'dos', 'e', 'em', 'na', 'no', 'para']);
// Legal forms in their usual spelling (the register also writes "S.a", "S.a.." and "S.a.-").
const LEGAL_FORMS: Record<string, string> = {
  'S.A.': 'S.A.',
  'S.A': 'S.A.',
  'S.A..': 'S.A.',
  'S.A.,': 'S.A.,',
  'S.A,': 'S.A.,',
  'S.A.-': 'S.A. -',
  'S/A': 'S/A',
  'S/A.': 'S/A',
  SA: 'S.A.',
  LTDA: 'Ltda.',
  'LTDA.': 'Ltda.',
};
// Brands spelled as their owners write them (inner capitals, lower-case start, acronyms read as words).
const BRANDS: Record<string, string> = {
  PICPAY: 'PicPay',
  PAGSEGURO: 'PagSeguro',
  MAGALUPAY: 'MagaluPay',
  IFOOD: 'iFood',
  SUMUP: 'SumUp',
  CLOUDWALK: 'CloudWalk',
  PAGUEVELOZ: 'PagueVeloz',
  STONEX: 'StoneX',
  ITAUBANK: 'ItauBank',
  BANCOSEGURO: 'BancoSeguro',
  BBVA: 'BBVA',
  MUFG: 'MUFG',
  KEB: 'KEB',
  ICAP: 'ICAP',
  RJI: 'RJI',
  AGK: 'AGK',
};

const letters = (word: string) => word.replace(/[^\p{L}]/gu, '');
const hasVowel = (word: string) => /[aeiouáàâãéêíóôõúü]/i.test(word);

function properWord(word: string, first: boolean): string {
  const upper = word.toLocaleUpperCase('pt-BR');
  if (upper in LEGAL_FORMS) return LEGAL_FORMS[upper];
  const bare = letters(upper);
  if (bare in BRANDS) return word.replace(/\p{L}+/u, BRANDS[bare]);
  if (/\d/.test(word) || ACRONYMS.has(bare) || (bare.length > 1 && !hasVowel(bare))) return upper;
  const lower = word.toLocaleLowerCase('pt-BR');
  if (!first && CONNECTORS.has(lower)) return lower;
  // Capitalise the first letter, and the letter after a hyphen or an opening parenthesis.
  return lower.replace(/(^|[-(/])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase('pt-BR'));
}

// A word written in capitals that is not an acronym: four letters or more, with a vowel.
const isShouted = (word: string) => /^\P{Ll}*$/u.test(word) && letters(word).length >= 4 && hasVowel(word);

/**
 * A name in proper case when it is mostly capitals; in a name already written in mixed case, only its shouted words
 * are ("NU FINANCEIRA S.A. - Sociedade de Crédito" → "NU Financeira S.A. - Sociedade de Crédito").
 */
export function properCaseName(name: string): string {
  const upper = (name.match(/\p{Lu}/gu) ?? []).length;
  const lower = (name.match(/\p{Ll}/gu) ?? []).length;
  const words = name.trim().split(/\s+/);
  const known = (word: string) => letters(word.toLocaleUpperCase('pt-BR')) in BRANDS || word.toLocaleUpperCase('pt-BR') in LEGAL_FORMS;
  if (upper <= lower) return words.map((word, index) => (isShouted(word) || known(word) ? properWord(word, index === 0) : word)).join(' ');
  return words.map((word, index) => properWord(word, index === 0)).join(' ');
}

// Abbreviations of the CNAE's capitalised descriptions, in their usual spelling.
const ABBREVIATIONS: Record<string, string> = {
  CDS: 'CDs',
  DVDS: 'DVDs',
  ECG: 'ECG',
  EEG: 'EEG',
  GLP: 'GLP',
  OTM: 'OTM',
  SCM: 'SCM',
  SME: 'SME',
  SRTT: 'SRTT',
  STFC: 'STFC',
  'T.R.R.': 'T.R.R.',
  UTI: 'UTI',
  VOIP: 'VoIP',
};

/**
 * A description written in capitals, in sentence case ("DESENVOLVIMENTO DE PROGRAMAS DE COMPUTADOR" → "Desenvolvimento
 * de programas de computador"), its abbreviations kept ("… de CDs, DVDs …"); whitespace collapsed.
 */
export function sentenceCase(text: string): string {
  const words = text
    .trim()
    .split(/\s+/)
    .map((word) => {
      const [, lead, core, tail] = /^([^\p{L}]*)(.*?)([^\p{L}.]*)$/u.exec(word) ?? ['', '', word, ''];
      return lead + (ABBREVIATIONS[core] ?? core.toLocaleLowerCase('pt-BR')) + tail;
    });
  const sentence = words.join(' ');
  return sentence.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase('pt-BR'));
}
