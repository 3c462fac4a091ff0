import {
  type ComponentType,
  createContext,
  type KeyboardEvent as ReactKeyboardEvent,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { t } from '../../lib/i18n';
import { askForStats, panelAllTabsItem, panelQrCodeItem } from '../../lib/panel/panel-asks';
import { useApi } from './ApiContext';
import { useAsk } from './useAsk';

/** The tabs in order; labels short enough for five to share one 360 px row in every language. */
const LABELS = {
  stats: () => t('panel.tabStats'),
  links: () => t('panel.tabLinks'),
  domains: () => t('panel.tabDomains'),
  qrcodes: () => t('panel.tabQrCodes'),
  alltabs: () => t('panel.tabAllTabs'),
};
export type SectionId = keyof typeof LABELS;
const SECTION_IDS = Object.keys(LABELS) as SectionId[];

// A section may send the reader to another one (the Links tab's Stats button).
const ShowSection = createContext<(id: SectionId) => void>(() => {});

/** Switches the panel to another section, as a click on its tab would. */
export const useShowSection = () => useContext(ShowSection);

/** Shows a link's stats; the ask is stored first, so the Stats tab finds it as it mounts. */
export function useShowStats() {
  const show = useShowSection();
  const { scope } = useApi();
  return (linkId: number) => void askForStats(linkId, scope).then(() => show('stats'));
}

/** WAI-ARIA tabs: one tab stop, arrows and Home/End; only the chosen section is mounted. */
export function PanelTabs({ sections }: { sections: Record<SectionId, ComponentType> }) {
  const [section, setSection] = useState<SectionId>('stats');
  // The popup's asks: a saved QR code to open (the QR codes tab opens it), or All tabs (taken once).
  useAsk(panelQrCodeItem, () => setSection('qrcodes'));
  useAsk(panelAllTabsItem, () => setSection('alltabs'), true);
  // A row wider than the panel scrolls sideways (sidepanel.css); the chosen tab is kept in view.
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    strip.current
      ?.querySelector(`#tab-${section}`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [section]);
  const show = (id: SectionId) => {
    setSection(id);
    document.getElementById(`tab-${id}`)?.focus();
  };
  const moveBetweenTabs = (e: ReactKeyboardEvent) => {
    const at = SECTION_IDS.indexOf(section);
    // The arrows move as drawn: in a right-to-left page the next tab is the one on the left.
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    const to = step === undefined ? { Home: 0, End: SECTION_IDS.length - 1 }[e.key] : at + step;
    if (to === undefined) return;
    e.preventDefault();
    show(SECTION_IDS[(to + SECTION_IDS.length) % SECTION_IDS.length] ?? 'stats');
  };
  const Section = sections[section];
  return (
    <>
      <div
        ref={strip}
        role="tablist"
        aria-label={t('panel.sections')}
        className="tabs"
        onKeyDown={moveBetweenTabs}
      >
        {SECTION_IDS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={section === id}
            aria-controls={`panel-${id}`}
            tabIndex={section === id ? 0 : -1}
            onClick={() => setSection(id)}
          >
            {LABELS[id]()}
          </button>
        ))}
      </div>
      <section
        key={section}
        role="tabpanel"
        id={`panel-${section}`}
        aria-labelledby={`tab-${section}`}
      >
        <ShowSection.Provider value={show}>
          <Section />
        </ShowSection.Provider>
      </section>
    </>
  );
}
