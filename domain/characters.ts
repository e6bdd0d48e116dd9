/**
 * True when a string holds no C0 control (U+0000–U+001F), DEL or C1 control (U+0080–U+009F): nothing a person types
 * into a field, and a NUL is refused by PostgreSQL's text types (SQLSTATE 22021).
 */
export function hasNoControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
  }
  return true;
}

// Controls (Cc: C0, DEL, C1), format characters (Cf: U+202E right-to-left override, U+200B zero-width space, soft
// hyphen…) and lone surrogates (Cs): never part of a name, and some would change how staff read one.
const NOT_IN_A_NAME = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/** True when a name (a person's or a company's) holds no control or format character and no lone surrogate. */
export function hasOnlyNameCharacters(value: string): boolean {
  return !NOT_IN_A_NAME.test(value);
}
