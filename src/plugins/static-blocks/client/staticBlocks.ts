/**
 * The HTML of the blocks the browser build left out of a page's script (../clientLoader.cjs).
 *
 * - The page the reader opened: its blocks are in the document the server wrote. React hydrates
 *   each one with its HTML as `dangerouslySetInnerHTML` and keeps the server's children as they are.
 * - A page reached by a client-side navigation: the router's preload fetches that page's HTML
 *   (loadStaticBlocks, from the offline cache when there is one) before the page renders, and its
 *   blocks come from there. On a blog list page, those are the excerpts of its posts.
 */
import {use} from 'react';
import {installStaticBlocksLoader} from './preloadHook';

type Tracked<T> = Promise<T> & {status?: 'pending' | 'fulfilled' | 'rejected'; value?: T};
type InnerHtml = {__html: string};

/**
 * Each block's `dangerouslySetInnerHTML`, one object per block for the page's lifetime. React 19
 * compares that prop by identity: a new object on every render made it assign `innerHTML` again
 * whenever the content re-rendered (as it does right after hydrating), so the browser rebuilt,
 * restyled and laid out every block of the article for nothing.
 */
const html = new Map<string, InnerHtml>();
const pages = new Map<string, Tracked<void>>();

/** The blocks of the document the server wrote, read once, when one is first needed. */
let serverBlocks: Map<string, Element> | undefined;

function fromServerMarkup(id: string): InnerHtml | undefined {
  if (typeof document === 'undefined') {
    return undefined;
  }
  serverBlocks ??= new Map(
    Array.from(document.querySelectorAll('[data-sb]'), (element) => [
      element.getAttribute('data-sb')!,
      element,
    ]),
  );
  const element = serverBlocks.get(id);
  if (element === undefined) {
    return undefined;
  }
  serverBlocks.delete(id);
  const block = {__html: element.innerHTML};
  html.set(id, block);
  return block;
}

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked: Tracked<T> = promise;
  tracked.status = 'pending';
  promise.then(
    (value) => Object.assign(tracked, {status: 'fulfilled', value}),
    () => (tracked.status = 'rejected'),
  );
  return tracked;
}

/** Reads every marked block of an HTML page into the store. */
export function readBlocks(page: string): number {
  const parsed = new DOMParser().parseFromString(page, 'text/html');
  const blocks = parsed.querySelectorAll('[data-sb]');
  blocks.forEach((element) => {
    const id = element.getAttribute('data-sb')!;
    if (html.get(id)?.__html !== element.innerHTML) {
      html.set(id, {__html: element.innerHTML});
    }
  });
  return blocks.length;
}

/** Fetches the page at `pathname` once and stores its blocks; a failure is forgotten. */
export function loadStaticBlocks(pathname: string): Promise<void> {
  const known = pages.get(pathname);
  if (known) {
    return known;
  }
  const loading = track(
    fetch(pathname, {credentials: 'same-origin'}).then(async (response) => {
      if (!response.ok) {
        throw new Error(`HTTP ${response.status}`);
      }
      readBlocks(await response.text());
    }),
  );
  loading.catch(() => pages.delete(pathname));
  pages.set(pathname, loading);
  return loading;
}

/** Whether the HTML of block `id` is at hand: read from a fetched page or from the document. */
const known = (id: string) => html.has(id) || fromServerMarkup(id) !== undefined;

/**
 * Fetches the page at `pathname` unless the last block of each module it shows is at hand (a
 * page holding a module's last block holds all of them): the router's preload awaits this once
 * the page's modules are in, so the page renders without suspending, and a failure makes the
 * router load the page in full. The page shown is the one to read, whichever modules it shows: a
 * blog list page holds the excerpts of its posts.
 */
export function loadMissingStaticBlocks(pathname: string, lastIds: string[]): Promise<unknown> {
  return lastIds.every(known) ? Promise.resolve() : loadStaticBlocks(pathname);
}

installStaticBlocksLoader(loadMissingStaticBlocks);

/**
 * The `dangerouslySetInnerHTML` of block `id`, of a module whose route page is at `permalink`.
 * Called while the module renders (a hook: it may suspend with `use`, which React allows inside
 * conditions). The preload has read the page shown; should a block still be missing, the module's
 * own page holds it (a post's page holds its excerpt's blocks too).
 */
export function useStaticBlock(id: string, permalink: string): InnerHtml {
  let found = html.get(id) ?? fromServerMarkup(id);
  if (found === undefined) {
    const loading: Tracked<void> = loadStaticBlocks(permalink);
    if (loading.status !== 'fulfilled') {
      use(loading as Promise<void>);
    }
    found = html.get(id);
  }
  if (found === undefined) {
    throw new Error(
      `Part of ${permalink} is missing from the copy of the page this tab fetched: the site has probably been updated since. Reload the page.`,
    );
  }
  return found;
}
