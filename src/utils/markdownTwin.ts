/**
 * Where the Markdown twin of a page lives: beside the page, with `.md` added, so that
 * `/docs/3.8.1/cli` has `/docs/3.8.1/cli.md`. A page served from a folder URL (`/docs/`) has
 * `index.md` in that folder. Shared by the build plugin that writes the files and the page
 * menu that links to them.
 */
export function markdownTwinUrl(permalink: string): string {
  const [pathname = ''] = permalink.split(/[?#]/);
  if (pathname.endsWith('/')) {
    return `${pathname}index.md`;
  }
  return `${pathname.replace(/\.html$/, '')}.md`;
}
