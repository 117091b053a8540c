/** The CMS writes keywords as one comma-separated string, in either script's comma. */
export function splitKeywords(keywords: string | undefined): string[] {
  return (keywords ?? '')
    .split(/[,，]/)
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}
