import type { HistoryEntry } from '../lib/history';
import { CopyButton } from './CopyButton';

/** The last links made on this device, newest first; each can be copied again. */
export function RecentLinks({ links }: { links: HistoryEntry[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" className="recent">
      <h2 id="recent-heading">Recent links</h2>
      <ul>
        {links.map((l) => (
          <li key={`${l.base_url} ${l.link_id}`}>
            <a href={l.short_url} target="_blank" rel="noreferrer" title={l.original_url}>
              {l.short_url.replace(/^https?:\/\//, '')}
            </a>
            <span className="muted">{l.title ?? l.original_url}</span>
            <CopyButton text={l.short_url} name={`Copy ${l.short_url}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
