import { act } from '@testing-library/preact';

/**
 * Picks an option as a browser does: the value changes, then `input` and `change` fire.
 * (@testing-library/preact's fireEvent.change dispatches only `input`.) Inside act(), like
 * fireEvent, so the page has re-rendered before the next step reads or clicks it.
 */
export function choose(select: HTMLElement, value: string): void {
  act(() => {
    (select as HTMLSelectElement).value = value;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The text of everything an element's aria-describedby points at, in order. */
export function descriptionOf(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
