import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Moves the focus with Tab (or Shift+Tab) until `target` has it, as a keyboard user would; fails when the target is
 * not reachable within `limit` presses. The locator only identifies the target: nothing is clicked.
 */
export async function tabTo(page: Page, target: Locator, { backward = false, limit = 40 } = {}) {
  for (let presses = 0; presses <= limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reachable with ${limit} presses of ${backward ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/**
 * Tabs to a text field, selects what it holds and types `text` key by key, each key only once the field shows the
 * previous one and a frame has passed (masked inputs reformat on every key and drop keys that outrun them on a busy
 * machine), then checks the field shows `shown` (the text itself when not given).
 */
export async function typeInto(page: Page, target: Locator, text: string, shown = text) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  for (const key of text) {
    const before = await target.inputValue();
    await page.keyboard.type(key);
    await expect(target).not.toHaveValue(before);
    // The mask settles the value and caret after the key's own event: let a frame pass before the next key.
    await target.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
  await expect(target).toHaveValue(shown);
}

/** Tabs to a native select and moves through its options with ArrowDown until `label` is the chosen one. */
export async function chooseWithArrows(page: Page, select: Locator, label: string, limit = 60) {
  await tabTo(page, select);
  const chosen = () => select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '');
  for (let presses = 0; presses <= limit && (await chosen()) !== label; presses++) await page.keyboard.press('ArrowDown');
  expect(await chosen()).toBe(label);
}
