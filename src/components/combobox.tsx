import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { Field, inputStyle } from './field.tsx';

/** One choice of a combobox: the value it stands for and the text shown and searched. */
export type ComboboxOption = { value: string; label: string };

/**
 * Most options listed at once: long lists (645 cities of SP) are narrowed by typing. The popup never scrolls, so
 * no scrollable region without a tabbable element exists (axe scrollable-region-focusable).
 */
export const MAX_SHOWN_OPTIONS = 8;

type ComboboxProps = {
  id: string;
  label: string;
  options: ComboboxOption[];
  /** The chosen option's value, '' when none. */
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
};

// Accent- and case-insensitive search: "sao" finds "São Paulo".
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

// Where a word of a label may start: after a space, a dash, a slash or an opening parenthesis.
const WORD_START = /[\s\-–/(]+/;

// A code as typed or printed ("0111-3/01", "0111301") against one stored as a number (111301): punctuation and
// leading zeros do not count. Only text made of digits and a code's punctuation is read as a code.
const CODE_TEXT = /^[\d\s.\-/]*\d[\d\s.\-/]*$/;
const codeKey = (text: string) => (CODE_TEXT.test(text) ? text.replace(/\D/g, '').replace(/^0+/, '') : '');

/**
 * The options matching the typed text (accents and case ignored), ranked: the option whose code (value) is the
 * text (punctuation and leading zeros ignored: "0111-3/01" finds 111301), then labels starting with it, then labels with a word starting with it ("ita" → "341 - Itaú Unibanco"),
 * then labels containing it ("CM Capital"); the list's own order within a rank.
 */
export function filterOptions(options: ComboboxOption[], query: string): ComboboxOption[] {
  const wanted = fold(query.trim());
  if (!wanted) return options;
  const code = codeKey(wanted);
  const ranks: ComboboxOption[][] = [[], [], [], []];
  for (const option of options) {
    const label = fold(option.label);
    if (fold(option.value) === wanted || (code !== '' && codeKey(option.value) === code)) ranks[0].push(option);
    else if (label.startsWith(wanted)) ranks[1].push(option);
    else if (label.split(WORD_START).some((word) => word.startsWith(wanted))) ranks[2].push(option);
    else if (label.includes(wanted)) ranks[3].push(option);
  }
  return ranks.flat();
}

/**
 * A searchable select (WAI-ARIA combobox with a listbox): type to narrow, arrows to move, Enter to choose,
 * Escape to close. Leaving the field without choosing restores the chosen option's text.
 */
export function Combobox({ id, label, options, value, onValueChange, error, hint, placeholder, disabled }: ComboboxProps) {
  const listId = useId();
  const selected = options.find((option) => option.value === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => filterOptions(options, query ?? ''), [options, query]);
  const shown = matches.slice(0, MAX_SHOWN_OPTIONS);
  const expanded = open && !disabled;

  const choose = (option: ComboboxOption) => {
    onValueChange(option.value);
    setQuery(null);
    setOpen(false);
  };
  const move = (delta: number) => {
    setOpen(true);
    setActive((index) => (shown.length === 0 ? 0 : (index + delta + shown.length) % shown.length));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(open ? 1 : 0);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && expanded && shown[active]) choose(shown[active]);
    else if (event.key === 'Escape' && open) setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div css={{ position: 'relative' }}>
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && shown[active] ? `${listId}-${active}` : undefined}
            placeholder={placeholder}
            disabled={disabled}
            value={query ?? selected?.label ?? ''}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setQuery(null);
            }}
            css={inputStyle}
          />
          <div
            hidden={!expanded}
            css={(theme) => ({
              position: 'absolute',
              zIndex: 10,
              insetInline: 0,
              top: 'calc(100% + 4px)',
              padding: '0.25rem 0',
              background: theme.colors.surface,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radius.sm,
              boxShadow: theme.shadow.card,
            })}
          >
            <div id={listId} role="listbox" aria-label={`Opções: ${label}`}>
              {shown.map((option, index) => (
                <div
                  key={option.value}
                  id={`${listId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={option.value === value}
                  // mousedown, not click: it must choose before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(option);
                  }}
                  onMouseMove={() => setActive(index)}
                  css={(theme) => ({
                    padding: '0.625rem 0.875rem',
                    cursor: 'pointer',
                    color: theme.colors.text,
                    background: index === active ? theme.colors.primarySoft : undefined,
                    fontWeight: option.value === value ? 600 : undefined,
                  })}
                >
                  {option.label}
                </div>
              ))}
            </div>
            {shown.length === 0 ? (
              <p css={(theme) => ({ padding: '0.625rem 0.875rem', color: theme.colors.muted })}>Nenhum resultado</p>
            ) : null}
            {matches.length > shown.length ? (
              <p css={(theme) => ({ padding: '0.5rem 0.875rem', color: theme.colors.muted, fontSize: '0.875rem' })}>
                Continue digitando para ver mais opções
              </p>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}
