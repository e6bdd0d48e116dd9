import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { isOwnClick } from './own-click.ts';

// A link that answers its own clicks as the landing's choices do; records whether the browser's action was cancelled.
function renderLink(target?: string) {
  const answered = vi.fn();
  render(
    <a
      href="/novo-cadastro"
      target={target}
      onClick={(event) => {
        if (!isOwnClick(event)) return;
        event.preventDefault();
        answered();
      }}
    >
      Pessoa Física
    </a>,
  );
  const cancelled: boolean[] = [];
  // jsdom cannot load another page: cancelled here, after the app's handler was read.
  const record = (event: Event) => {
    cancelled.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', record);
  return {
    link: screen.getByRole('link', { name: 'Pessoa Física' }),
    answered,
    cancelled,
    done: () => document.removeEventListener('click', record),
  };
}

describe('isOwnClick', () => {
  test('a plain left click is the app’s: it answers and the page does not load', () => {
    const { link, answered, cancelled, done } = renderLink();
    fireEvent.click(link);
    done();
    expect(answered).toHaveBeenCalledTimes(1);
    expect(cancelled).toEqual([true]);
  });

  test('a click with a modifier (new tab or window), another button or another target is left to the browser', () => {
    const { link, answered, cancelled, done } = renderLink();
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });
    done();
    expect(answered).not.toHaveBeenCalled();
    expect(cancelled).toEqual([false, false, false, false]);
  });

  test('a link that opens elsewhere (target="_blank") is left to the browser', () => {
    const { link, answered, done } = renderLink('_blank');
    fireEvent.click(link);
    done();
    expect(answered).not.toHaveBeenCalled();
  });
});
