/**
 * WCAG 1.4.13 for the tooltips (base.css, `::after`): Escape hides those showing, moving neither
 * pointer nor focus and still doing its own work; each comes back with the pointer or the focus.
 */
export function dismissTooltipsOnEscape(doc: Document = document): void {
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      for (const button of doc.querySelectorAll<HTMLElement>(
        '.icon-button:hover, .icon-button:focus-visible, .when:focus-visible',
      )) {
        button.dataset.tip = 'hidden';
        const back = () => {
          delete button.dataset.tip;
          button.removeEventListener('pointerenter', back);
          button.removeEventListener('focus', back);
        };
        button.addEventListener('pointerenter', back);
        button.addEventListener('focus', back);
      }
    },
    true,
  );
}
