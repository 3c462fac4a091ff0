import { type AccountScope, scopeKey } from './account';
import type { Link } from './api/schemas/link';
import { isObject } from './is-object';
import { panelCacheItem, savePanelCache } from './storage/caches';

/**
 * A link edited in the popup, in the side panel's saved query cache (lib/query.ts), which a reopened panel shows before it
 * refetches: every copy of the link in it (in lists, in Stats' analytics) takes the new values,
 * so an edit made in the popup never shows the old title or short link there. A link object is
 * known by its id with a short_code and an original_url beside it; a QR code tied to it that
 * encoded its old short link now encodes the new one, as the service moves it.
 */
export async function updateSavedPanel(
  scope: AccountScope,
  link: Link,
  oldShortUrl: string,
): Promise<void> {
  const saved = await panelCacheItem.getValue();
  if (!saved || saved.scope !== scopeKey(scope)) return;
  let changed = false;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObject(value)) return value;
    if (value.id === link.id && 'short_code' in value && 'original_url' in value) {
      changed = true;
      return { ...value, ...link };
    }
    // A dynamic QR code of the link follows its new short link, as the service moves it.
    if (value.link_id === link.id && value.content === oldShortUrl) {
      changed = true;
      return { ...value, content: link.short_url };
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
  };
  const state = walk(saved.state);
  if (changed) await savePanelCache({ ...saved, state });
}
