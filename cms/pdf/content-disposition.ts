/** Characters no file system or browser accepts in a file name. */
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;
const MAX_NAME = 120;

/** RFC 5987 / 8187 `value-chars`: percent-encoded UTF-8, with the few characters encodeURIComponent keeps but the grammar does not. */
const encodeRfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the document title as file name: `filename*` carries it in UTF-8 (快速入门.pdf),
 * `filename` an ASCII stand-in for clients that only read that (the title itself when it is ASCII).
 */
export function attachmentDisposition(title: string, fallbackStem: string): string {
  const stem = [...title.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim()].slice(0, MAX_NAME).join('').trim() || fallbackStem;
  const ascii = /^[\x20-\x7e]+$/.test(stem) ? stem.replace(/["\\%]/g, '_') : fallbackStem;
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encodeRfc5987(`${stem}.pdf`)}`;
}
