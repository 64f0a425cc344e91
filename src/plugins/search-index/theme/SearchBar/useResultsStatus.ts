/**
 * Tells screen readers what the search found. DocSearch replaces its lists of hits silently, so a
 * reader who types heard nothing until they moved into the results, and nothing at all when there
 * were none. A polite status line inside the dialog says how many results are listed, or repeats
 * the "No results for" title, once typing pauses.
 */
import {useEffect} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';

/** Quiet time after the last change before the status speaks, so typing is not interrupted. */
const SETTLE_MS = 600;

/** What the status line says about the modal as it is: nothing while the box is empty. */
export function describeResults(modal: Element, results: (count: number) => string): string {
  if (!modal.querySelector<HTMLInputElement>('.DocSearch-Input')?.value.trim()) {
    return '';
  }
  const noResults = modal.querySelector('.DocSearch-NoResults .DocSearch-Title');
  if (noResults) {
    return noResults.textContent ?? '';
  }
  const rows = modal.querySelectorAll('.DocSearch-Dropdown .DocSearch-Hit').length;
  return rows > 0 ? results(rows) : '';
}

export default function useResultsStatus(selector: string): void {
  const {selectMessage} = usePluralForm();
  useEffect(() => {
    const modal = document.querySelector(selector);
    const dropdown = modal?.querySelector('.DocSearch-Dropdown');
    if (!modal || !dropdown) {
      return undefined;
    }
    const status = document.createElement('div');
    status.setAttribute('role', 'status');
    status.className = 'visually-hidden';
    // Beside the dropdown, not in it: the dropdown's changes are what the observer watches.
    dropdown.after(status);
    const results = (count: number) =>
      selectMessage(
        count,
        translate(
          {
            id: 'site.search.modal.resultsStatus',
            message: 'One result|{count} results',
            description: 'Read by screen readers when the search modal lists results',
          },
          {count},
        ),
      );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        status.textContent = describeResults(modal, results);
      }, SETTLE_MS);
    });
    observer.observe(dropdown, {childList: true, subtree: true});
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      status.remove();
    };
  }, [selector, selectMessage]);
}
