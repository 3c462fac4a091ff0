import { createRoot } from 'react-dom/client';
import { dismissTooltipsOnEscape } from '../../components/tooltips';
import { App } from './App';
import type { PopupStart } from './shorten-tab';

/** React draws the popup, every state of it, from what main.tsx began. */
export async function show(start: PopupStart) {
  dismissTooltipsOnEscape();
  // A link already known (a reused one, a quick answer) is in the first render, not a later one.
  const early = await Promise.race([start.known, undefined]);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App start={{ ...start, early }} />);
}
