/**
 * Download file name when saving: the title without accents ("loterías" is "loterias"), every
 * other character than letters and digits replaced by an underscore, lower case, plus .pdf.
 */
export function downloadFileName(title: string): string {
  return `${title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]/g, "_")
    .toLowerCase()}.pdf`;
}
