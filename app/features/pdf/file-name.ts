/**
 * Download file name when saving: the title with every character other than
 * letters and digits replaced by an underscore, lower case, plus .pdf.
 */
export function downloadFileName(title: string): string {
  return `${title.replace(/[^A-Za-z0-9]/g, "_").toLowerCase()}.pdf`;
}
