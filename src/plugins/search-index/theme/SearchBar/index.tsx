// The navbar search: a button and the DocSearch shortcuts on every page; DocSearch's modal and
// the search engine are fetched when the reader shows intent (hover, focus, touch or a
// shortcut), then answered by our offline index. The classic theme's SearchBar renders
// nothing, so this is not a wrapper. The search context (docs plugin and version of the page)
// is worked out from that intent on too: its route matching is the first string collation of
// the page, which on a phone kept hydration busy for about 100 ms.
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {holdBackgroundWork} from '@site/src/utils/foregroundWork';
import {useSearchBackend, useSearchGlobalData, useSearchPageUrl} from '../../client/hooks';
import type {ContextSelection} from '../../client/loader';
import type {ModalProps} from './Modal';
import {setPageInert} from './dialog';
import SearchButton from './SearchButton';
import {useSearchShortcuts} from './useSearchShortcuts';
import '@docsearch/css';
import './styles.css';

type IndexState = 'unknown' | 'ready' | 'missing';

/** DocSearch's own limit on the search box. */
const MAX_QUERY_LENGTH = 64;
type ModalComponent = (props: ModalProps) => ReactNode;

let modalModule: Promise<ModalComponent> | null = null;
/** The modal's code, fetched once; a failed fetch is tried again on the next intent. */
function loadModal(): Promise<ModalComponent> {
  modalModule ??= import('./Modal').then(
    (module) => module.default,
    (error: unknown) => {
      modalModule = null;
      throw error;
    },
  );
  return modalModule;
}

/** Renders nothing; reports the page's search context, and again when a navigation changes it. */
function SearchContext({onChange}: {onChange: (selection: ContextSelection) => void}): null {
  const {locale, tags} = useContextualSearchFilters();
  const tagKey = tags.join('|');
  const selection = useMemo(
    () => ({languages: [locale], tags: tagKey.split('|')}),
    [locale, tagKey],
  );
  useEffect(() => onChange(selection), [onChange, selection]);
  return null;
}

export default function SearchBar(): ReactNode {
  const {isDev} = useSearchGlobalData();
  const backend = useSearchBackend({withText: false});
  const [engaged, setEngaged] = useState(false);
  const [selection, setSelection] = useState<ContextSelection | null>(null);
  const searchPageUrl = useSearchPageUrl();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [indexState, setIndexState] = useState<IndexState>('unknown');

  // False once the modal's code could not be fetched (a deploy replaced it, or the network
  // is gone); it is fetched again on the next intent.
  const [modalLoads, setModalLoads] = useState(true);

  // Hover, focus, touch or a shortcut show intent: only then are the modal and index fetched.
  const fetchIndex = useCallback(
    (context: ContextSelection | null) => {
      const loaded = backend.preload(context);
      holdBackgroundWork(loaded);
      loaded.then(
        () => context && setIndexState('ready'),
        () => context && setIndexState('missing'),
      );
    },
    [backend],
  );
  const preload = useCallback(() => {
    setEngaged(true);
    const modal = loadModal();
    // Until the modal and the index are in, the page's background downloads wait.
    holdBackgroundWork(modal);
    modal.then(
      (component) => {
        setModal(() => component);
        setModalLoads(true);
      },
      () => setModalLoads(false),
    );
    // Before the first intent has rendered SearchContext, what does not depend on the page's
    // context starts now (the engine's code, the index manifest); the effect below does the rest.
    fetchIndex(selection);
  }, [fetchIndex, selection]);
  useEffect(() => {
    if (selection) {
      fetchIndex(selection);
    }
  }, [fetchIndex, selection]);

  // Without the modal, the search page is the way to search: a full load of it fetches what it
  // needs afresh.
  useEffect(() => {
    if (isOpen && !modalLoads) {
      window.location.assign(searchPageUrl(initialQuery ?? ''));
    }
  }, [isOpen, modalLoads, initialQuery, searchPageUrl]);

  // Where the page was scrolled when the modal opened; DocSearch restores it on close.
  const scrollY = useRef(0);
  const open = useCallback(() => {
    // A failure on an earlier hover does not count: opening tries the fetch again.
    setModalLoads(true);
    preload();
    scrollY.current = window.scrollY;
    setIsOpen(true);
  }, [preload]);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    // The page is inert until the modal unmounts (./dialog): focus could not land on it now.
    setPageInert(false);
    buttonRef.current?.focus();
    // Closed by a press on the backdrop: the browser's own focus change for that press comes
    // after this handler and leaves focus on the body.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) {
        buttonRef.current?.focus();
      }
    });
  }, []);

  // A character typed while the button has focus opens the modal with it in the box.
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  useSearchShortcuts({isOpen, onOpen: open, onClose: close, onInput, buttonRef});

  // Opened by a shortcut before the modal's code has arrived: what the reader types meanwhile
  // goes into the box once it appears, rather than being lost. The box takes over from the
  // moment it is in the page, not from the next effect: DocSearch reads `initialQuery` once, so
  // a key kept here after that would be lost.
  useEffect(() => {
    if (!isOpen) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (!printable && event.key !== 'Backspace') {
        return;
      }
      const box = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (box) {
        // Focused before the key's default action, the box receives the character itself.
        // Focus elsewhere in the modal (a hit reached with Tab) is the reader's to keep.
        if (!document.activeElement?.closest('.DocSearch-Container')) {
          box.focus();
        }
        return;
      }
      if (printable) {
        event.preventDefault();
        setInitialQuery((typed) => `${typed ?? ''}${event.key}`.slice(0, MAX_QUERY_LENGTH));
      } else {
        setInitialQuery((typed) => typed?.slice(0, -1));
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  return (
    <>
      {engaged && <SearchContext onChange={setSelection} />}
      <SearchButton
        ref={buttonRef}
        onClick={open}
        onMouseOver={preload}
        onFocus={preload}
        onTouchStart={preload}
      />
      {isOpen && Modal && selection && (
        <Modal
          backend={backend}
          selection={selection}
          initialQuery={initialQuery}
          initialScrollY={scrollY.current}
          indexMissingInDev={isDev && indexState === 'missing'}
          onClose={close}
        />
      )}
    </>
  );
}
