import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Fails unless the focused control shows where the focus is: an outline or a box-shadow that the same control does
 * not have unfocused (compared with an unfocused copy of it) or, for a visually hidden native control (the
 * documents' file inputs), the same on its label, which draws the ring in its place.
 */
export async function expectFocusVisible(page: Page) {
  const ring = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return 'nothing is focused';
      const look = (target: Element) => {
        const style = getComputedStyle(target);
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        return `${outline ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : 'none'} / ${style.boxShadow}`;
      };
      // The unfocused look: a shallow copy with the same classes, without id or name (a radio copy must not join the group).
      const unfocusedLook = (target: Element) => {
        const copy = target.cloneNode(false) as Element;
        copy.removeAttribute('id');
        copy.removeAttribute('name');
        const holder = document.createElement('div');
        holder.style.cssText = 'position:absolute;visibility:hidden;pointer-events:none';
        holder.append(copy);
        document.body.append(holder);
        const result = look(copy);
        holder.remove();
        return result;
      };
      const hidden = element.getBoundingClientRect().width <= 1;
      const drawn = hidden && element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [element];
      const shows = drawn.some((target) => !look(target).startsWith('none / none') && look(target) !== unfocusedLook(target));
      const name = element.id || element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 40);
      return shows ? 'visible' : `no focus ring on <${element.tagName.toLowerCase()}> ${name}`;
    });
  // Polled: the inputs' ring is a box-shadow that transitions in.
  await expect.poll(ring, { message: 'the focused control shows a focus ring' }).toBe('visible');
}

/**
 * Moves the focus with Tab (or Shift+Tab) until `target` has it, as a keyboard user would, and checks the focus is
 * visible there; fails when the target is not reachable within `limit` presses. The locator only identifies the
 * target: nothing is clicked.
 */
export async function tabTo(page: Page, target: Locator, { backward = false, limit = 40 } = {}) {
  for (let presses = 0; presses <= limit; presses++) {
    if (await isFocused(target)) return expectFocusVisible(page);
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reachable with ${limit} presses of ${backward ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/**
 * Tabs to a text field, selects what it holds and types `text` at full speed (no delay between keys: masked fields
 * keep every key, ADR 024), then checks the field shows `shown` (the text itself when not given).
 */
export async function typeInto(page: Page, target: Locator, text: string, shown: string | RegExp = text) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(target).toHaveValue(shown);
}

/** Tabs to a control and presses a key on it (Enter for buttons and links, Space for buttons, checkboxes, radios). */
export async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a checkbox or radio and checks it with Space. */
export async function check(page: Page, box: Locator) {
  await press(page, box, 'Space');
  await expect(box).toBeChecked();
}

const chosenText = (select: Locator) =>
  select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '');

/**
 * Chooses an option of a native select from the keyboard: the label's first letters jump to it (the select's own
 * type-ahead), then ArrowDown walks to the exact label. Without `label`, ArrowDown takes the first real option.
 */
export async function chooseWithKeys(page: Page, select: Locator, label?: string, limit = 60) {
  await tabTo(page, select);
  await expect(select.locator('option').nth(1)).toBeAttached();
  if (label === undefined) {
    await page.keyboard.press('ArrowDown');
    await expect(select).not.toHaveValue('');
    return;
  }
  // Type-ahead takes plain keys only: the letters before the first space, accent or sign.
  const prefix = /^[A-Za-z0-9]*/.exec(label)?.[0] ?? '';
  if (prefix) await page.keyboard.type(prefix);
  for (let presses = 0; presses <= limit && (await chosenText(select)) !== label; presses++) await page.keyboard.press('ArrowDown');
  expect(await chosenText(select)).toBe(label);
}

/** Tabs to a native select and moves through its options with ArrowDown until `label` is the chosen one. */
export async function chooseWithArrows(page: Page, select: Locator, label: string, limit = 60) {
  await tabTo(page, select);
  for (let presses = 0; presses <= limit && (await chosenText(select)) !== label; presses++) await page.keyboard.press('ArrowDown');
  expect(await chosenText(select)).toBe(label);
}

/**
 * Searches a combobox by typing `query`, moves the active option with ArrowDown until it is `option`, and picks it
 * with Enter.
 */
export async function chooseInCombobox(page: Page, combobox: Locator, query: string, option: Locator, limit = 20) {
  await expect(combobox).toBeEnabled();
  await typeInto(page, combobox, query);
  await expect(option).toBeVisible();
  const optionId = await option.getAttribute('id');
  for (let presses = 0; presses < limit && (await combobox.getAttribute('aria-activedescendant')) !== optionId; presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(combobox).toHaveAttribute('aria-activedescendant', optionId ?? '');
  await page.keyboard.press('Enter');
}

/**
 * Tabs to a file input, opens the operating system's file chooser with Space (as a keyboard user does) and answers
 * it with `file`, which Playwright can do where a person would use the dialog.
 */
export async function chooseFile(page: Page, input: Locator, file: Parameters<Page['setInputFiles']>[1]) {
  await tabTo(page, input);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  await chooser.setFiles(file);
}

/**
 * What a masked field shows once every letter and digit of `typed` is in it, in order, whatever separators the mask
 * put between them: a lost keystroke fails it.
 */
export function withEveryCharacterOf(typed: string): RegExp {
  const kept = typed.replace(/[^0-9A-Za-z]/g, '');
  return new RegExp(`^[^0-9A-Za-z]*${Array.from(kept).join('[^0-9A-Za-z]*')}$`, 'i');
}
