/** Saves a fetched file as the browser's own download would: an object URL and `<a download>`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  // Revoked later, not at once: the download may not have read the blob yet.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a QR code's label: letters, digits and hyphens only. */
export const fileNameFor = (name: string, ext: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'qr-code'
  }.${ext}`;
