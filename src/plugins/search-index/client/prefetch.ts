/**
 * Index downloads started by the search bar's own code the moment a reader shows intent. On a
 * first search, the modal's and the engine's code still download and evaluate for a few hundred
 * milliseconds; the index arrives meanwhile instead of after them. The loader (loader.ts) takes
 * each answer from here, once, rather than fetching the file again, and reports what went wrong
 * as it does for its own fetches. Small on purpose: it ships with every page.
 */
import type {ContextKey, SearchManifest} from '../types';

export interface ContextSelection {
  languages: string[] | null;
  tags: string[] | null;
}

/** What the loader reads of a fetch answer. */
export type Fetched = Pick<Response, 'ok' | 'status' | 'json'>;

/** The context keys of the manifest that match a selection (null = any). */
export function selectContexts(
  manifest: SearchManifest,
  selection: ContextSelection,
): ContextKey[] {
  return Object.keys(manifest.contexts).filter((key): key is ContextKey => {
    const [language = '', tag = ''] = key.split('|');
    return (
      (!selection.languages || selection.languages.includes(language)) &&
      (!selection.tags || selection.tags.includes(tag))
    );
  });
}

const answers = new Map<string, Promise<Fetched>>();

/** What was started for a manifest: its body once in, and the selection its records are for. */
interface ManifestPrefetch {
  body: SearchManifest | null;
  selection: ContextSelection | null;
}
const manifests = new Map<string, ManifestPrefetch>();

/**
 * Fetches `url` and reads its JSON body, then hands the body to `then` before the answer
 * resolves, so files it starts are waiting here by the time the loader reads the answer.
 */
function fetchAhead(url: string, then?: (body: unknown) => void): void {
  const answer = fetch(url).then(async (response): Promise<Fetched> => {
    if (!response.ok) {
      return response;
    }
    const body: unknown = await response.json();
    then?.(body);
    return {ok: true, status: response.status, json: async () => body};
  });
  // A failure is reported by the loader when it takes the answer.
  answer.catch(() => undefined);
  answers.set(url, answer);
}

/** The answer a prefetch got (or is getting) for `url`, once; undefined when there is none. */
export function takePrefetched(url: string): Promise<Fetched> | undefined {
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}

function prefetchRecords(manifest: SearchManifest, baseUrl: string, selection: ContextSelection) {
  for (const key of selectContexts(manifest, selection)) {
    fetchAhead(`${baseUrl}${manifest.contexts[key]!.file}`);
  }
}

/**
 * Starts downloading the manifest and the records files of the contexts of `selection` (what a
 * first search needs; the loader fetches their text after them), once per manifest for the
 * page's lifetime: after that the loader holds the index, or fetches what it lacks. With a null
 * selection (the page's search context is not worked out yet), the manifest only: the records
 * follow from the first call with a selection, which comes before the loader asks for them.
 */
export function prefetchIndex(
  manifestUrl: string,
  baseUrl: string,
  selection: ContextSelection | null,
): void {
  let prefetch = manifests.get(manifestUrl);
  if (!prefetch) {
    const started: ManifestPrefetch = {body: null, selection: null};
    manifests.set(manifestUrl, started);
    fetchAhead(manifestUrl, (body) => {
      started.body = body as SearchManifest;
      if (started.selection) {
        prefetchRecords(started.body, baseUrl, started.selection);
      }
    });
    prefetch = started;
  }
  if (selection && !prefetch.selection) {
    prefetch.selection = selection;
    if (prefetch.body) {
      prefetchRecords(prefetch.body, baseUrl, selection);
    }
  }
}
