/** Placeholder until the Stats section lands. */
export function StatsSection() {
  return <p>Stats are coming.</p>;
}
