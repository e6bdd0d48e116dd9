import { type TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as ptBrDictionary } from '@zxcvbn-ts/language-pt-br';
import { MIN_PASSWORD_SCORE, type PasswordStrength } from './api/password.ts';

// Loaded only where a new password is typed: the browser imports this module lazily (its dictionaries weigh
// ~1 MB), the server on its first password check.

/** zxcvbn's feedback in our pt-BR (the language package's own reads awkwardly in places). */
const FEEDBACK: TranslationKeys = {
  warnings: {
    straightRow: 'Teclas vizinhas em linha, como "asdfgh", são fáceis de adivinhar.',
    keyPattern: 'Desenhos curtos no teclado são fáceis de adivinhar.',
    simpleRepeat: 'Caracteres repetidos, como "aaa", são fáceis de adivinhar.',
    extendedRepeat: 'Trechos repetidos, como "abcabcabc", são fáceis de adivinhar.',
    sequences: 'Sequências como "abc" ou "123" são fáceis de adivinhar.',
    recentYears: 'Anos recentes são fáceis de adivinhar.',
    dates: 'Datas são fáceis de adivinhar.',
    topTen: 'Esta é uma das senhas mais usadas.',
    topHundred: 'Esta é uma senha muito usada.',
    common: 'Esta é uma senha comum.',
    similarToCommon: 'Esta senha é parecida com uma senha comum.',
    wordByItself: 'Uma palavra sozinha é fácil de adivinhar.',
    namesByThemselves: 'Nomes e sobrenomes sozinhos são fáceis de adivinhar.',
    commonNames: 'Nomes e sobrenomes comuns são fáceis de adivinhar.',
    userInputs: 'A senha não deve conter os seus dados, como nome, e-mail ou documento.',
    pwned: 'Esta senha já apareceu em um vazamento de dados.',
  },
  suggestions: {
    l33t: 'Trocas previsíveis, como "@" no lugar de "a", não ajudam.',
    reverseWords: 'Palavras escritas de trás para frente não ajudam.',
    allUppercase: 'Use algumas letras maiúsculas, não todas.',
    capitalization: 'Use maiúsculas em outros lugares além da primeira letra.',
    dates: 'Evite datas e anos ligados a você.',
    recentYears: 'Evite anos recentes.',
    associatedYears: 'Evite anos ligados a você.',
    sequences: 'Evite sequências de caracteres.',
    repeated: 'Evite repetir palavras e caracteres.',
    longerKeyboardPattern: 'Evite desenhos no teclado.',
    anotherWord: 'Acrescente palavras pouco comuns.',
    useWords: 'Use várias palavras que não formem uma frase conhecida.',
    noNeed: 'Uma senha forte não precisa de símbolos, números ou maiúsculas: várias palavras bastam.',
    pwned: 'Se você usa esta senha em outro lugar, troque-a lá também.',
  },
  timeEstimation: {
    ltSecond: 'menos de um segundo',
    second: '{base} segundo',
    seconds: '{base} segundos',
    minute: '{base} minuto',
    minutes: '{base} minutos',
    hour: '{base} hora',
    hours: '{base} horas',
    day: '{base} dia',
    days: '{base} dias',
    month: '{base} mês',
    months: '{base} meses',
    year: '{base} ano',
    years: '{base} anos',
    centuries: 'séculos',
  },
};

let factory: ZxcvbnFactory | undefined;

// Built on first use: decompressing the dictionaries takes ~0.4 s.
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...ptBrDictionary },
    graphs: adjacencyGraphs,
    translations: FEEDBACK,
  });
  return factory;
}

/** The words of what the account is known by (name, e-mail, document), folded, as zxcvbn's user inputs. */
export function personalWords(values: readonly (string | null | undefined)[]): string[] {
  const words = values.flatMap((value) =>
    (value ?? '')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u),
  );
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** Estimates a password against Brazilian and common dictionaries and the account's own words (`personal`). */
export function passwordStrength(password: string, personal: readonly string[] = []): PasswordStrength {
  const result = zxcvbn().check(password, [...personal]);
  const strong = result.score >= MIN_PASSWORD_SCORE;
  return {
    score: result.score,
    strong,
    warning: strong ? null : result.feedback.warning,
    suggestions: strong ? [] : result.feedback.suggestions,
  };
}

/** Prepares the dictionaries ahead of the first check (a server calls it at start, off any request). */
export function warmPasswordStrength(): void {
  zxcvbn();
}
