/**
 * How a code block gets Prism's Highlight component (./prism, about 36 kB gzip).
 *
 * Server rendering and the dev server import it with the code block. The production browser
 * build hydrates pages the server already highlighted, so it loads Prism on demand instead:
 * when a block has to be highlighted in the browser (after a client-side navigation), and ahead
 * of that when the reader heads for a link, unless the connection asks to save data. The server's
 * blocks carry both colour modes, so a dark-mode reader needs no Prism either. Evaluating Prism
 * takes a long task on a phone, so it is not done in idle time after load, when nobody may need it.
 */
import {useEffect, useState} from 'react';
import type {Highlight as PrismHighlight} from './prism';

export type Highlight = typeof PrismHighlight;

/**
 * True in the production browser build, the only one where the framework defines it: pages there
 * start from server-rendered markup. Being a constant, the import below leaves that build.
 */
export const hydratesServerMarkup = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

let loaded: Highlight | undefined = process.env.HYDRATE_CLIENT_ENTRY
  ? undefined
  : // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous import, kept out of the browser build by the constant condition
    (require('./prism') as typeof import('./prism')).Highlight;
let loading: Promise<Highlight> | undefined;

export function loadHighlighter(): Promise<Highlight> {
  loading ??= import(/* webpackChunkName: "prism" */ './prism').then(
    (module) => (loaded = module.Highlight),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Prism's Highlight once it is here; while `needed`, loads it and re-renders when it arrives. */
export function useHighlighter(needed: boolean): Highlight | undefined {
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (!needed || loaded) {
      return undefined;
    }
    let mounted = true;
    loadHighlighter().then(
      () => mounted && setArrived(true),
      (error: unknown) =>
        console.warn('Code highlighting could not be loaded; code blocks stay plain.', error),
    );
    return () => {
      mounted = false;
    };
  }, [needed]);
  return loaded;
}

type Connection = {saveData?: boolean; effectiveType?: string};

/**
 * Loads Prism at the reader's first sign of going elsewhere (pointing at, touching or tabbing to
 * a link), as the framework preloads a link's route on hover: the next page's code is then
 * highlighted when it first shows, and a reader who stays on the page never pays for Prism.
 */
function preloadOnLinkIntent(): void {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  // The rule of the framework's link prefetching: nothing ahead of need on a slow or metered
  // connection.
  if (connection?.saveData || connection?.effectiveType?.includes('2g')) {
    return;
  }
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) {
      return;
    }
    for (const type of events) {
      document.removeEventListener(type, onIntent, true);
    }
    loadHighlighter().catch(() => {
      // The blocks that need Prism retry and report the failure.
    });
  };
  for (const type of events) {
    document.addEventListener(type, onIntent, {capture: true, passive: true});
  }
}

if (hydratesServerMarkup) {
  preloadOnLinkIntent();
}
