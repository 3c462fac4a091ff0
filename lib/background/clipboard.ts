import { browser } from 'wxt/browser';
import { webUrl } from '../web-url';

/** The worker's clipboard: Chrome's through an offscreen document, Firefox's its own. */

export const OFFSCREEN_COPY = 'snaplink:offscreen-copy';
const OFFSCREEN_PATH = '/offscreen.html';
/** The worker's script, as WXT builds it (manifest background.service_worker). */
export const WORKER_PATH = '/background.js';

export interface CopyMessage {
  type: typeof OFFSCREEN_COPY;
  text: string;
}

export type CopyAnswer = { ok: true } | { ok: false; error: string };

/** Only a web address, only for the worker: no page may make it a silent clipboard writer. */
export function isWorkerCopyRequest(
  message: unknown,
  sender: { id?: string; url?: string; tab?: unknown }, // runtime.MessageSender
  extension: { id: string; workerUrl: string },
): message is CopyMessage {
  const m = message as Partial<CopyMessage> | null;
  return (
    sender.id === extension.id &&
    sender.tab === undefined &&
    sender.url === extension.workerUrl &&
    m?.type === OFFSCREEN_COPY &&
    typeof m.text === 'string' &&
    webUrl(m.text) === m.text
  );
}

let creating: Promise<void> | undefined;

async function ensureOffscreen(): Promise<void> {
  const existing = await browser.runtime.getContexts?.({ contextTypes: ['OFFSCREEN_DOCUMENT'] });
  if (existing && existing.length > 0) return;
  creating ??= browser.offscreen
    .createDocument({
      url: browser.runtime.getURL(OFFSCREEN_PATH),
      reasons: ['CLIPBOARD'],
      justification: 'Copy the short link made from the context menu, the command or the omnibox.',
    })
    .catch((e: unknown) => {
      // A worker restarted while the document lived on: the one allowed document is there.
      if (!/single offscreen/i.test(String((e as Error)?.message))) throw e;
    })
    .finally(() => {
      creating = undefined;
    });
  await creating;
}

/** Copies `text` from the worker or background page; rejects when the clipboard refuses. */
export async function copyFromBackground(text: string): Promise<void> {
  // chrome.offscreen is Chrome's alone (whatever the types say): Firefox's page copies itself.
  if (!browser.offscreen) {
    await navigator.clipboard.writeText(text);
    return;
  }
  await ensureOffscreen();
  const message: CopyMessage = { type: OFFSCREEN_COPY, text };
  const answer = (await browser.runtime.sendMessage(message)) as CopyAnswer | undefined;
  if (!answer?.ok) throw new Error(answer?.error ?? 'The offscreen document did not answer.');
}
