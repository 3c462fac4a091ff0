/**
 * An empty tab or list: what it means and what to do next, with that one next step as a button
 * (../shared/notes/look-and-feel.md: "empty: what to do next").
 */
export function EmptyState(props: { text: string; action: string; onAction: () => void }) {
  return (
    <div className="empty-state">
      <p role="status">{props.text}</p>
      <button type="button" onClick={props.onAction}>
        {props.action}
      </button>
    </div>
  );
}
