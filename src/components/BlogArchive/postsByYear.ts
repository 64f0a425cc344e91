/** What the archive shows of a post. */
export interface ArchivedPost {
  readonly permalink: string;
  /** ISO date; its first four characters are the year. */
  readonly date: string;
  readonly title: string;
}

export interface ArchiveYear {
  readonly year: string;
  readonly posts: readonly ArchivedPost[];
}

/**
 * Groups posts, given newest first as the blog plugin lists them, by year: years newest first,
 * and in each year the posts oldest first, the order the theme's archive reads in.
 */
export function postsByYear(posts: readonly ArchivedPost[]): ArchiveYear[] {
  const years = new Map<string, ArchivedPost[]>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    const list = years.get(year) ?? [];
    list.unshift(post);
    years.set(year, list);
  }
  return [...years].map(([year, list]) => ({year, posts: list}));
}
