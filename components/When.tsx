import { whenMade } from '../lib/dates';

/**
 * A time as every surface says it, "2 months ago", its full date on hover and focus (base.css);
 * `words` puts it in a sentence ("Made {when}"). Nothing for a time that doesn't parse.
 */
export function When({ time, words }: { time?: string | null; words?: (ago: string) => string }) {
  const when = whenMade(time);
  if (!when) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is the keyboard's way to the full date.
    <time className="when" dateTime={when.machine} title={when.full} tabIndex={0}>
      {words ? words(when.ago) : when.ago}
    </time>
  );
}
