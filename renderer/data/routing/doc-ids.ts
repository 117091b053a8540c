/** A category or document id from a URL segment: a positive whole number written plainly, else undefined (a 404). */
export function parseDocId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw)) return undefined;
  return Number(raw);
}

export const categoryHref = (cateId: number): string => `/document/${cateId}`;
export const documentHref = (cateId: number, docId: number): string => `/document/${cateId}/${docId}`;
