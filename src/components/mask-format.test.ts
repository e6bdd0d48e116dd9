import { describe, expect, test } from 'vitest';
import { type Conformed, capacity, conform, conformChange, formatMask, type Mask, type MaskName, masks } from './mask-format.ts';

/** The value and caret written with a `|`, the way a test reads best: "529.|98". */
const show = ({ value, caret }: Conformed) => `${value.slice(0, caret)}|${value.slice(caret)}`;

/** Splits "529.|98" into its text and caret. */
const at = (marked: string) => ({ text: marked.replace('|', ''), caret: marked.indexOf('|') });

/** What the browser does to the shown value for one keystroke, then what the mask makes of it. */
function key(mask: Mask, shown: string, key: string): string {
  const { text, caret } = at(shown);
  if (key === 'Backspace') {
    if (caret === 0) return shown;
    return show(
      conformChange(mask, {
        previous: text,
        next: text.slice(0, caret - 1) + text.slice(caret),
        caret: caret - 1,
        inputType: 'deleteContentBackward',
      }),
    );
  }
  if (key === 'Delete') {
    return show(
      conformChange(mask, { previous: text, next: text.slice(0, caret) + text.slice(caret + 1), caret, inputType: 'deleteContentForward' }),
    );
  }
  return show(
    conformChange(mask, {
      previous: text,
      next: text.slice(0, caret) + key + text.slice(caret),
      caret: caret + 1,
      inputType: 'insertText',
    }),
  );
}

/** Types `text` key by key into an empty field, checking the caret stays at the end after each key. */
function typeAll(mask: Mask, text: string): string {
  let shown = '|';
  for (const char of text) {
    shown = key(mask, shown, char);
    expect(shown.endsWith('|'), `caret at the end after "${char}": ${shown}`).toBe(true);
  }
  return shown.replace('|', '');
}

describe('typing key by key', () => {
  test.each([
    ['cpf', '52998224725', '529.982.247-25'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['phone', '11987654321', '(11) 98765-4321'],
    ['date', '15031990', '15/03/1990'],
    ['cep', '01310100', '01310-100'],
  ] as const)('%s: %s becomes %s, every key kept and the caret after it', (mask, typed, expected) => {
    expect(typeAll(masks[mask], typed)).toBe(expected);
  });

  test('each intermediate value shows separators only before a typed character', () => {
    const steps: string[] = [];
    let shown = '|';
    for (const char of '5299') {
      shown = key(masks.cpf, shown, char);
      steps.push(shown);
    }
    expect(steps).toEqual(['5|', '52|', '529|', '529.9|']);
    expect(key(masks.phone, '|', '1')).toBe('(1|');
  });

  test('a typed separator or a character the mask refuses changes nothing', () => {
    expect(key(masks.cpf, '529|', '.')).toBe('529|');
    expect(key(masks.cpf, '529|', 'a')).toBe('529|');
    expect(key(masks.date, '15/0|', '-')).toBe('15/0|');
    expect(key(masks.cpf, '52|9', 'x')).toBe('52|9');
    expect(key(masks.cpf, '529.|982', 'x')).toBe('529.|982');
  });

  test('typing beyond a full value is ignored, as with a native maxlength', () => {
    expect(key(masks.cpf, '529.982.247-25|', '9')).toBe('529.982.247-25|');
    expect(key(masks.cep, '01310-100|', '7')).toBe('01310-100|');
    expect(key(masks.cpf, '529.|982.247-25', '1')).toBe('529.|982.247-25');
  });
});

describe('editing in the middle', () => {
  test('a character typed in the middle shifts the rest across the separators, the caret right after it', () => {
    expect(key(masks.cpf, '529.|982.24', '1')).toBe('529.1|98.224');
    expect(key(masks.phone, '(11) 9876|-5432', '5')).toBe('(11) 98765|-5432');
    expect(key(masks.date, '1|/03/1990', '5')).toBe('15|/03/1990');
  });

  test('Backspace on a digit removes it and closes the gap', () => {
    expect(key(masks.cpf, '529.98|2.247', 'Backspace')).toBe('529.9|22.47');
    expect(key(masks.cpf, '529.9|', 'Backspace')).toBe('529|');
    expect(key(masks.cpf, '5|', 'Backspace')).toBe('|');
  });

  test('Backspace just after a separator removes the character before the separator', () => {
    expect(key(masks.cpf, '529.|982', 'Backspace')).toBe('52|9.82');
    expect(key(masks.phone, '(11) |98', 'Backspace')).toBe('(1|9) 8');
    expect(key(masks.date, '15/|03', 'Backspace')).toBe('1|0/3');
  });

  test('Delete just before a separator removes the character after it', () => {
    expect(key(masks.cpf, '529|.982', 'Delete')).toBe('529|.82');
    expect(key(masks.cep, '01310|-100', 'Delete')).toBe('01310|-00');
  });

  test('Backspace before every character, on a lone leading separator, changes nothing', () => {
    expect(key(masks.phone, '(|11) 9', 'Backspace')).toBe('|(11) 9');
  });

  test('cutting a lone separator removes only the separator, which the mask writes back', () => {
    expect(show(conformChange(masks.cpf, { previous: '529.982', next: '529982', caret: 3, inputType: 'deleteByCut' }))).toBe('529|.982');
  });

  test('without an input type (older browsers) a shorter value is read as a deletion backwards', () => {
    expect(show(conformChange(masks.cpf, { previous: '529.982', next: '529982', caret: 3 }))).toBe('52|9.82');
  });
});

describe('paste and autofill', () => {
  test.each([
    ['cpf', '529.982.247-25'],
    ['cpf', '52998224725'],
    ['cpf', ' 529 982 247 25 '],
    ['phone', '(11) 98765-4321'],
    ['phone', '11 98765 4321'],
    ['cnpj', '12.abc.345/01de-35'],
  ] as const)('%s: pasting "%s" into an empty field gives the whole masked value, caret at its end', (mask, pasted) => {
    const result = conformChange(masks[mask], { previous: '', next: pasted, caret: pasted.length, inputType: 'insertFromPaste' });
    expect(result.caret).toBe(result.value.length);
    expect(result.value).toBe(formatMask(masks[mask], pasted));
    expect(result.value.length).toBe(masks[mask].pattern.length);
  });

  test('a paste longer than the mask keeps what fits of the pasted text', () => {
    const result = conformChange(masks.cpf, { previous: '', next: '5299822472599', caret: 13, inputType: 'insertFromPaste' });
    expect(show(result)).toBe('529.982.247-25|');
  });

  test('a paste in the middle keeps the text after the caret and as much of the paste as fits', () => {
    const result = conformChange(masks.cpf, { previous: '529.982', next: '529.1234567982', caret: 11, inputType: 'insertFromPaste' });
    expect(show(result)).toBe('529.123.45|9-82');
  });

  test('a paste over a selection replaces it', () => {
    // "529.982.247-25" with "982.247" selected, "111.222" pasted over it.
    const result = conformChange(masks.cpf, {
      previous: '529.982.247-25',
      next: '529.111.222-25',
      caret: 11,
      inputType: 'insertFromPaste',
    });
    expect(show(result)).toBe('529.111.222|-25');
  });

  test('autofill replaces the whole value in one event (no input type)', () => {
    const result = conformChange(masks.phone, { previous: '(11', next: '11987654321', caret: 11 });
    expect(show(result)).toBe('(11) 98765-4321|');
  });
});

describe('alphanumeric CNPJ (IN RFB 2.229/2024)', () => {
  test('letters are accepted in the first 12 characters and upper-cased', () => {
    expect(typeAll(masks.cnpj, '12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  test('the two check digits stay numeric: a letter there is refused', () => {
    expect(key(masks.cnpj, '12.ABC.345/01DE-|', 'x')).toBe('12.ABC.345/01DE|');
    expect(key(masks.cnpj, '12.ABC.345/01DE-3|', 'Z')).toBe('12.ABC.345/01DE-3|');
  });

  test('numeric masks count letters as nothing', () => {
    expect(typeAll(masks.cpf, '52a998')).toBe('529.98');
  });
});

describe('formatMask and conform', () => {
  test('a stored bare value is shown with its mask; a masked one is left as it is', () => {
    expect(formatMask(masks.cep, '01310100')).toBe('01310-100');
    expect(formatMask(masks.cep, '01310')).toBe('01310');
    expect(formatMask(masks.cnpj, '12abc34501de35')).toBe('12.ABC.345/01DE-35');
    for (const name of Object.keys(masks) as MaskName[]) {
      const full = formatMask(masks[name], '9'.repeat(capacity(masks[name])));
      expect(formatMask(masks[name], full)).toBe(full);
    }
  });

  test('a landline (10 digits) is laid out as one; the 11th digit makes it a mobile', () => {
    expect(formatMask(masks.phone, '1134567890')).toBe('(11) 3456-7890');
    expect(formatMask(masks.phone, '11345678')).toBe('(11) 3456-78');
    expect(formatMask(masks.phone, '11987654321')).toBe('(11) 98765-4321');
    expect(key(masks.phone, '(11) 9876-5432|', '1')).toBe('(11) 98765-4321|');
    expect(key(masks.phone, '(11) 98765-4321|', 'Backspace')).toBe('(11) 9876-5432|');
  });

  test('the caret follows the count of characters taken before it, not its raw index', () => {
    expect(show(conform(masks.cpf, '529982', 4))).toBe('529.9|82');
    expect(show(conform(masks.cpf, 'a5b2', 2))).toBe('5|2');
  });

  test('no mask has a separator the customer could mean as a character', () => {
    for (const mask of Object.values(masks) as Mask[]) {
      for (const char of mask.pattern) if (!(char in mask.slots)) expect(char).toMatch(/[^0-9A-Za-z]/);
    }
  });
});
