/** Placeholder until the Domains section lands. */
export function DomainsSection() {
  return <p>Domains are coming.</p>;
}
