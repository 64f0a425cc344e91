/**
 * Fetches the manifest and the context files the reader needs, once each, and feeds them to one
 * shared engine: first each context's records, whose headings answer a first search, then their
 * text (contexts.ts). A failed fetch is forgotten, so the next query tries again: the error
 * screen lasts only until the network is back.
 */
import {addText, decodeContext, type ContextText, type EncodedContext} from '../contexts';
import {SearchEngine, type TextBatch} from '../engine';
import type {ContextKey, SearchManifest, SearchRecord} from '../types';
import {selectContexts, takePrefetched, type ContextSelection, type Fetched} from './prefetch';

export type {ContextSelection};

type Fetch = (url: string) => Promise<Fetched>;

/** How long the page text's indexing waits at most for the browser to be idle. */
const IDLE_WAIT_MS = 500;

/** Resolves when the browser next has idle time (at most `IDLE_WAIT_MS` later); in Node, soon. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), {timeout: IDLE_WAIT_MS});
    } else {
      setTimeout(resolve, 0);
    }
  });
}

/** Thrown when the index cannot be fetched; DocSearch shows its error screen for this name. */
export class IndexFetchError extends Error {
  override name = 'RetryError';
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`Could not fetch the search index file ${url}: ${reason}`);
  }
}

/** A fetched context: its headings are searchable; its text is once `textIndexed` resolves. */
interface LoadedContext {
  records: SearchRecord[];
  batch: TextBatch;
  /** The text file, with the base URL; null when the records file holds the text. */
  textUrl: string | null;
  /** Null until the text is asked for, and again after its download failed. */
  textIndexed: Promise<void> | null;
}

export class IndexLoader {
  readonly engine = new SearchEngine();
  private manifestPromise: Promise<SearchManifest> | null = null;
  private readonly contexts = new Map<ContextKey, Promise<LoadedContext>>();
  /**
   * Opens `textMayStart`, once the first contexts' headings are searchable (`load`); null once
   * that is scheduled.
   */
  private startText: (() => void) | null = null;
  private readonly textMayStart = new Promise<void>((resolve) => {
    this.startText = resolve;
  });

  constructor(
    /** Manifest URL, with the base URL; context file paths are relative to its folder's parent. */
    private readonly manifestUrl: string,
    private readonly baseUrl: string,
    private readonly fetchFn: Fetch = (url) => takePrefetched(url) ?? fetch(url),
  ) {}

  private async fetchJson<T>(url: string): Promise<T> {
    let response: Awaited<ReturnType<Fetch>>;
    try {
      response = await this.fetchFn(url);
    } catch (error) {
      throw new IndexFetchError(url, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) {
      throw new IndexFetchError(url, `HTTP ${response.status}`);
    }
    return (await response.json()) as T;
  }

  manifest(): Promise<SearchManifest> {
    if (!this.manifestPromise) {
      this.manifestPromise = this.fetchJson<SearchManifest>(this.manifestUrl).catch((error) => {
        this.manifestPromise = null;
        throw error;
      });
    }
    return this.manifestPromise;
  }

  /**
   * Makes sure every context of the selection is in the engine: its headings at least, or
   * with `withText`, its text as well (see SearchEngine.addHeadings). The text files are fetched
   * and indexed from when the browser is next idle after the records files are in: a first
   * search answers from the headings and renders its hits before that work starts.
   */
  async load(selection: ContextSelection, {withText = false} = {}): Promise<void> {
    const manifest = await this.manifest();
    const keys = selectContexts(manifest, selection);
    const loaded = await Promise.all(keys.map((key) => this.loadContext(key, manifest)));
    if (this.startText) {
      void whenIdle().then(this.startText);
      this.startText = null;
    }
    const texts = loaded.map((context) => this.loadText(context));
    if (withText) {
      await Promise.all(texts);
    } else {
      // Reported to a caller that waits for the text (`withText`), and fetched again then.
      texts.forEach((text) => text.catch(() => undefined));
    }
  }

  private loadContext(key: ContextKey, manifest: SearchManifest): Promise<LoadedContext> {
    let pending = this.contexts.get(key);
    if (!pending) {
      const {file, text} = manifest.contexts[key]!;
      pending = this.fetchJson<EncodedContext>(`${this.baseUrl}${file}`)
        .then((encoded): LoadedContext => {
          const records = decodeContext(encoded);
          return {
            records,
            batch: this.engine.addHeadings(records),
            textUrl: text ? `${this.baseUrl}${text}` : null,
            textIndexed: null,
          };
        })
        .catch((error) => {
          this.contexts.delete(key);
          throw error;
        });
      this.contexts.set(key, pending);
    }
    return pending;
  }

  /**
   * Fetches the text of a context once `textMayStart` opens, then indexes it: its download and
   * parsing stay out of the way of the first answers too.
   */
  private loadText(context: LoadedContext): Promise<void> {
    const {records, batch, textUrl} = context;
    context.textIndexed ??= this.textMayStart
      .then(() => (textUrl ? this.fetchJson<ContextText>(textUrl) : null))
      .then((text) => {
        if (text) {
          addText(records, text);
        }
        return this.engine.indexText(batch);
      })
      .catch((error) => {
        context.textIndexed = null;
        throw error;
      });
    return context.textIndexed;
  }
}

const loaders = new Map<string, IndexLoader>();

/** One loader per manifest for the whole page, shared by the search bar and the search page. */
export function getLoader(manifestUrl: string, baseUrl: string): IndexLoader {
  let loader = loaders.get(manifestUrl);
  if (!loader) {
    loader = new IndexLoader(manifestUrl, baseUrl);
    loaders.set(manifestUrl, loader);
  }
  return loader;
}
