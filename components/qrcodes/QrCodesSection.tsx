/** Placeholder until the QR codes section lands. */
export function QrCodesSection() {
  return <p>QR codes are coming.</p>;
}
