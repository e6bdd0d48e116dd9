/** Normalises a name before sending: trims, collapses inner whitespace (spec §5 leaves the rules to us). */
export function normalizeName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** Key for comparing names (spec §5): accents stripped, non-letters removed, lowercased. */
export function nameComparisonKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();
}
