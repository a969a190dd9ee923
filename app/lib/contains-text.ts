/** Whether any of the fields holds the query as it is typed, ignoring case (a plain filter, no word search). */
export function containsText(fields: readonly string[], query: string): boolean {
  const q = query.trim().toLowerCase();
  return q !== "" && fields.some((field) => field.toLowerCase().includes(q));
}
