import { createRoot } from 'react-dom/client';
import { dismissTooltipsOnEscape } from '../../components/tooltips';
import { App } from './App';
import type { PopupStart } from './shorten-tab';

/** React draws the popup, every state of it, from what main.tsx began. */
export function show(start: PopupStart) {
  dismissTooltipsOnEscape();
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App start={start} />);
}
