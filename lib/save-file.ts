/** Saves a file as the browser's own download would: an object URL and `<a download>`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  // Revoked later, not at once: the download may not have read the blob yet.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
