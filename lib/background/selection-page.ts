import type { Candidate } from './text-links';

/** What the page answers: the selection's address-like tokens, or whether it was rewritten. */
export type PageAnswer =
  | { kind: 'no_selection' }
  | { kind: 'found'; candidates: Candidate[] }
  | { kind: 'replaced' }
  /** The selection no longer holds the tokens it held: nothing was touched. */
  | { kind: 'changed' }
  /** execCommand refused (the field became read-only, or the browser lacks insertText). */
  | { kind: 'refused' };

/** A span of the selected text, in its own offsets, and its replacement. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * Runs in the clicked frame (refers to nothing outside it): hands back only address-like tokens;
 * given `edits`, replaces the selection in ONE `insertText` (one undo step).
 */
export function inSelection(
  source: string,
  flags: string,
  edits?: { expect: Candidate[]; replace: Edit[] },
): PageAnswer {
  let field = document.activeElement;
  while (field?.shadowRoot?.activeElement) field = field.shadowRoot.activeElement;
  let text: string | undefined;
  if (field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) {
    // null for input types without a text selection (email, number…)
    const { selectionStart: from, selectionEnd: to } = field;
    if (from !== null && to !== null) text = field.value.slice(from, to);
  } else if (field instanceof HTMLElement && field.isContentEditable) {
    const selection = document.getSelection();
    if (
      selection?.rangeCount &&
      field.contains(selection.anchorNode) &&
      field.contains(selection.focusNode)
    ) {
      text = selection.toString();
    }
  }
  if (!text) return { kind: 'no_selection' };
  const candidates = [...text.matchAll(new RegExp(source, flags))].map((m) => ({
    start: m.index,
    text: m[0],
  }));
  if (!edits) return { kind: 'found', candidates };
  if (JSON.stringify(candidates) !== JSON.stringify(edits.expect)) return { kind: 'changed' };
  // From the last edit back, so each one's offsets still hold.
  const rewritten = edits.replace.reduceRight(
    (s, { start, end, text: short }) => s.slice(0, start) + short + s.slice(end),
    text,
  );
  return document.execCommand('insertText', false, rewritten)
    ? { kind: 'replaced' }
    : { kind: 'refused' };
}
