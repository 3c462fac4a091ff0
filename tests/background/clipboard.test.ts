import { describe, expect, it } from 'vitest';
import { isWorkerCopyRequest, OFFSCREEN_COPY } from '../../lib/background/clipboard';

const extension = { id: 'abc', workerUrl: 'chrome-extension://abc/background.js' };
const worker = { id: 'abc', url: 'chrome-extension://abc/background.js' };
const copy = (text: unknown) => ({ type: OFFSCREEN_COPY, text });

describe('the offscreen clipboard copies only for the worker', () => {
  it('accepts the worker copying a short link', () => {
    expect(isWorkerCopyRequest(copy('https://sho.rt/abc'), worker, extension)).toBe(true);
  });

  it.each([
    ['the popup', { id: 'abc', url: 'chrome-extension://abc/popup.html' }],
    ['the side panel', { id: 'abc', url: 'chrome-extension://abc/sidepanel.html' }],
    ['a tab', { ...worker, tab: { id: 3 } }],
    ['another extension', { id: 'evil', url: 'chrome-extension://evil/background.js' }],
    ['no one known', {}],
  ])('refuses %s', (_, sender) => {
    expect(isWorkerCopyRequest(copy('https://sho.rt/abc'), sender, extension)).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/plain,hi',
    'rm -rf ~ # paste me',
    ' https://sho.rt/abc',
    42,
  ])('refuses to copy %s, even for the worker', (text) => {
    expect(isWorkerCopyRequest(copy(text), worker, extension)).toBe(false);
  });

  it('refuses other messages', () => {
    expect(isWorkerCopyRequest({ type: 'other', text: 'https://sho.rt/' }, worker, extension)).toBe(
      false,
    );
  });
});
