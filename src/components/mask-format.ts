/**
 * Pure input-mask formatting: a mask pattern's slot characters each take one typed character, every other pattern
 * character is a separator the formatter writes itself. The caret is kept after the same count of meaningful
 * characters as in the raw text the browser produced, which makes typing in the middle, deleting, pasting and
 * autofill behave without timers (ADR 024).
 */

/** A mask: `pattern` characters found in `slots` take one character matching the slot's expression. */
export type Mask = {
  pattern: string;
  slots: Readonly<Record<string, RegExp>>;
  /** Letters are upper-cased before they are matched (alphanumeric CNPJ). */
  upperCase?: boolean;
  /** The layout of a value with at most as many characters as it has slots (a 10-digit landline's). */
  short?: string;
};

// Slot keys are characters nobody types: `#` is a digit, `_` a digit or an upper-case letter.
const DIGIT = { '#': /^\d$/ };
const ALNUM = { _: /^[0-9A-Z]$/, '#': /^\d$/ };

/** The pt-BR masks of the app's fields. */
export const masks = {
  cpf: { pattern: '###.###.###-##', slots: DIGIT },
  // IN RFB 2.229/2024: the first 12 characters may be letters; the 2 check digits stay numeric.
  cnpj: { pattern: '__.___.___/____-##', slots: ALNUM, upperCase: true },
  // A mobile's 11 digits, or a landline's 10 laid out as such: "(11) 3456-7890", not "(11) 34567-890".
  phone: { pattern: '(##) #####-####', short: '(##) ####-####', slots: DIGIT },
  date: { pattern: '##/##/####', slots: DIGIT },
  cep: { pattern: '#####-###', slots: DIGIT },
} as const satisfies Record<string, Mask>;

/** Which of the app's masks a field uses. */
export type MaskName = keyof typeof masks;

/** A masked value and where its caret goes. */
export type Conformed = { value: string; caret: number };

/** One change the browser made to a masked input: the value shown before, the raw value after, its caret. */
export type MaskChange = { previous: string; next: string; caret: number; inputType?: string };

const normalise = (mask: Mask, char: string) => (mask.upperCase ? char.toUpperCase() : char);

/** Whether a character may fill some slot of the mask: the characters that count; the rest are separators. */
const counts = (mask: Mask, char: string) => Object.values(mask.slots).some((slot) => slot.test(normalise(mask, char)));

const countIn = (mask: Mask, text: string) => Array.from(text).filter((char) => counts(mask, char)).length;

const slotsIn = (mask: Mask, pattern: string) => Array.from(pattern).filter((char) => char in mask.slots).length;

/** How many characters a full value of the mask holds. */
export const capacity = (mask: Mask): number => slotsIn(mask, mask.pattern);

// The pattern a value of `count` characters is laid out on: the short one while it fits.
const layoutOf = (mask: Mask, count: number) => (mask.short && count <= slotsIn(mask, mask.short) ? mask.short : mask.pattern);

/**
 * Lays `text` out on the mask: characters are taken in order, each filling the next slot it matches (others are
 * dropped), separators are written only before a filled slot, and the caret goes right after the last character
 * taken from before `caret` (and after the separators that follow it when the text before `caret` ended in one).
 */
export function conform(mask: Mask, text: string, caret = text.length): Conformed {
  const { slots } = mask;
  const pattern = layoutOf(mask, countIn(mask, text));
  let value = '';
  let at = 0;
  let position = 0;
  for (let index = 0; index < text.length && position < pattern.length; index++) {
    const char = normalise(mask, text[index]);
    let literals = '';
    let slot = position;
    while (slot < pattern.length && !(pattern[slot] in slots)) literals += pattern[slot++];
    if (slot >= pattern.length || !slots[pattern[slot]].test(char)) continue;
    value += literals + char;
    position = slot + 1;
    if (index < caret) at = value.length;
  }
  // A caret left just after a separator (a refused key there) stays after the separators the mask wrote there.
  if (caret > 0 && !counts(mask, text[caret - 1])) while (at < value.length && !(pattern[at] in slots)) at++;
  return { value, caret: at };
}

/** `text` formatted with the mask (a stored "52998224725" shown as "529.982.247-25"). */
export const formatMask = (mask: Mask, text: string): string => conform(mask, text).value;

/** Index of the counted character nearest the caret on one side, or -1. */
function neighbour(mask: Mask, text: string, caret: number, backward: boolean): number {
  if (backward) {
    for (let index = caret - 1; index >= 0; index--) if (counts(mask, text[index])) return index;
  } else {
    for (let index = caret; index < text.length; index++) if (counts(mask, text[index])) return index;
  }
  return -1;
}

/**
 * The masked value and caret after the browser changed an input from `previous` to `next`:
 * - a deletion that removed only separators also removes the character beyond them, in the deletion's direction
 *   (Backspace on "529.|" removes the 9), so the key is never a no-op;
 * - an insertion into a full value keeps as much of the inserted text as fits, as a native `maxlength` does;
 * - everything else (typing, pasting formatted or bare text, autofill) is laid out by `conform`.
 */
export function conformChange(mask: Mask, { previous, next, caret, inputType }: MaskChange): Conformed {
  let text = next;
  let at = Math.min(Math.max(caret, 0), next.length);
  // One key's deletion (Backspace, Delete; without an input type, one character fewer), not a cut or a word deletion.
  const oneKey =
    inputType === undefined
      ? next.length === previous.length - 1
      : inputType === 'deleteContentBackward' || inputType === 'deleteContentForward';
  if (oneKey && next.length < previous.length && countIn(mask, next) === countIn(mask, previous)) {
    const backward = inputType !== 'deleteContentForward';
    const index = neighbour(mask, text, at, backward);
    if (index >= 0) {
      text = text.slice(0, index) + text.slice(index + 1);
      if (backward) at = index;
    }
  }
  const excess = countIn(mask, text) - capacity(mask);
  const inserted = countIn(mask, text) - countIn(mask, previous);
  let head = text.slice(0, at);
  for (let drop = Math.min(excess, inserted); drop > 0; drop--) {
    const index = neighbour(mask, head, head.length, true);
    if (index < 0) break;
    head = head.slice(0, index) + head.slice(index + 1);
  }
  return conform(mask, head + text.slice(at), head.length);
}
