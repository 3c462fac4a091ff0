/** A file name from a QR code's label: letters, digits and hyphens only. */
export const fileNameFor = (name: string, ext: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'qr-code'
  }.${ext}`;
