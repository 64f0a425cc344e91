/**
 * Blog sidebar items grouped by the year of their date, newest year first, each group in the
 * sidebar's order. The year is the UTC one: the build renders in UTC, and a reader's own time zone
 * must not move a post dated 1 January 00:00 into the previous year (the page would no longer
 * match its server-rendered HTML).
 */
export function groupByUtcYear<Item extends {date: Date | string}>(
  items: readonly Item[],
): [year: string, items: Item[]][] {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const year = String(new Date(item.date).getUTCFullYear());
    groups.set(year, [...(groups.get(year) ?? []), item]);
  }
  return [...groups].sort(([a], [b]) => Number(b) - Number(a));
}
