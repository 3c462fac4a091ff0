import { react } from '../../components/react-h';
import { useCopy } from '../../components/useCopy';
import { type CopyFormat, formatLink } from '../../lib/copy-formats';
import { t } from '../../lib/i18n';
import { type CardLink, linkCard } from './markup';

/**
 * The link card (markup.ts) in React: each copy button says "Copied ✓" for a moment; a copy that
 * fails says why in the card's note, where the link stays to be copied by hand.
 */
export function LinkCard(props: {
  link: CardLink;
  note: string;
  onNew: () => void;
  onStats: () => void;
}) {
  const { copy, stateOf, failed } = useCopy<CopyFormat>();
  return linkCard(react, {
    ...props,
    note: failed ? t('common.copyFailed') : props.note,
    copied: stateOf,
    onCopy: (format) => void copy(format, formatLink(props.link, format)),
  });
}
