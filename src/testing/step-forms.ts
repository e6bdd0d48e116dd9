import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A data step's form stands at once, disabled while the step's saved data load (ADR 170): this waits until it is
 * filled and usable, no longer `aria-busy`, and returns it.
 */
export async function formLoaded(name: string | RegExp): Promise<HTMLElement> {
  const form = await screen.findByRole('form', { name });
  await waitFor(() => expect(form.getAttribute('aria-busy')).toBeNull());
  return form;
}

/** The text a field's aria-describedby points at (its hint and its message), as a screen reader reads it after the label. */
export function describedBy(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
