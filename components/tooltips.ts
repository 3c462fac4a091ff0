/**
 * The icon buttons' and times' tooltips (base.css, `::after`) as WCAG 1.4.13 asks: Escape hides
 * the ones showing, without moving the pointer or the focus, and each comes back when the
 * pointer or the focus comes back to its button. Escape still does whatever else it does there
 * (closes a menu or a sheet): hiding a tooltip never takes a key press of its own. One listener
 * per page, for every icon button and time in it.
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
