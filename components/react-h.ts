import { createElement, type ReactNode } from 'react';
import type { H } from './markup';

/** React's createElement as an `h` (components/markup.ts): a shared view drawn by React. */
export const react: H<ReactNode> = (tag, props, ...children) =>
  createElement(tag, props as never, ...children);
