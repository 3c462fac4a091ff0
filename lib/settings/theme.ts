import type { Theme } from '../storage/preferences';

/** 'system' leaves the choice to prefers-color-scheme in the stylesheet. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}
