import { browser } from 'wxt/browser';
import { type CopyAnswer, isWorkerCopyRequest, WORKER_PATH } from '../../lib/background/clipboard';

// Chrome's clipboard for the worker (lib/background/clipboard.ts), which creates this document.

async function copy(text: string): Promise<CopyAnswer> {
  try {
    await navigator.clipboard.writeText(text);
    return { ok: true };
  } catch {
    // An offscreen document never has focus, which writeText usually requires.
  }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  return ok ? { ok: true } : { ok: false, error: 'The browser refused to copy.' };
}

const extension = { id: browser.runtime.id, workerUrl: browser.runtime.getURL(WORKER_PATH) };
browser.runtime.onMessage.addListener((message, sender) => {
  if (!isWorkerCopyRequest(message, sender, extension)) return undefined;
  return copy(message.text);
});
