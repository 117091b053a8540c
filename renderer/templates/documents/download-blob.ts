// Chromium reads a blob URL after the click returns; revoking at once can cancel the download.
const REVOKE_AFTER_MS = 1_000;

/** A file name from a document title: no path separators or characters Windows refuses, at most 120 characters. */
export function pdfFileName(title: string, fallback: string): string {
  const cleaned = Array.from(
    title
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, 120)
    .join('')
    .replace(/^[.\s]+/, '')
    .trim();
  return `${cleaned || fallback}.pdf`;
}

/** Saves a Blob under `fileName` through a temporary object URL and <a download>, revoking the URL afterwards. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
