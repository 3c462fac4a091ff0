/** An empty tab or list: what it means, and the one next step as a button. */
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
