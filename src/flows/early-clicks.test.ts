import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAKE_EARLY_CLICKS } from '../../domain/early-clicks.ts';
import { replayClicks, takeEarlyClicks } from './early-clicks.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('early clicks (ADR 171)', () => {
  it("takes what the page's loader held, and nothing on a page without the loader", () => {
    const held = [document.createElement('button')];
    const take = vi.fn(() => held);
    expect(takeEarlyClicks({ [TAKE_EARLY_CLICKS]: take })).toBe(held);
    expect(take).toHaveBeenCalledOnce();
    expect(takeEarlyClicks({})).toEqual([]);
  });

  it('clicks again, once and in order, each held target still in the page', () => {
    const clicked: string[] = [];
    const button = (name: string) => {
      const element = document.createElement('button');
      element.textContent = name;
      element.addEventListener('click', () => clicked.push(name));
      return element;
    };
    const [first, gone, second] = [button('Pessoa Física'), button('removed'), button('Continuar')];
    document.body.append(first, second);
    const targets = [first, gone, second];
    replayClicks(targets);
    replayClicks(targets);
    expect(clicked).toEqual(['Pessoa Física', 'Continuar']);
  });
});
