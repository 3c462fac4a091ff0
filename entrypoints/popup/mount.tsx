import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './App';
import type { FirstPaint, PopupStart } from './start';

/**
 * React takes the popup over from the first paint in one synchronous commit: the first paint's
 * nodes are replaced by React's identical ones before the next frame, so nothing flashes or
 * moves; focus, if the person had already reached the link or its Copy button, moves with it.
 */
export function mountApp(root: HTMLElement, start: PopupStart, first: FirstPaint): Root {
  // The first paint's controls are the link card's; React adds others around it.
  const focusables = () => [
    ...root.querySelectorAll<HTMLElement>('.link-card input, .link-card button'),
  ];
  const focused = focusables().indexOf(document.activeElement as HTMLElement);
  first.taken = true;
  const react = createRoot(root);
  flushSync(() => react.render(<App start={start} first={first} />));
  if (focused >= 0) focusables()[focused]?.focus();
  return react;
}
