/**
 * What ranking knows of the records besides their words, read once from each record: the pages a
 * section links to (linkLift.ts), the message of each troubleshooting entry (rank.ts), the
 * identifiers each section defines (definitions.ts) and the pages' front matter keywords
 * (pageKeywords.ts). The engine reads a batch of records here when their text is indexed.
 */
import {definedNames} from './definitions';
import {PageKeywords} from './pageKeywords';
import {messageWords} from './rank';
import type {SearchRecord} from './types';

export class RecordFacts {
  /** The pages each section links to, by section URL. */
  readonly links = new Map<string, readonly string[]>();
  /** The message of each troubleshooting entry, by section URL. */
  readonly messages = new Map<string, string[][]>();
  /** Section URLs by the identifier they define. */
  readonly definitions = new Map<string, Set<string>>();
  /** Front matter keywords of the pages, for `preferNamedPages`. */
  readonly keywords = new PageKeywords();

  read(records: readonly SearchRecord[]): void {
    for (const record of records) {
      this.keywords.add(record);
      const message = this.messages.has(record.url) ? null : messageWords(record);
      if (message) {
        this.messages.set(record.url, message);
      }
      if (record.links) {
        this.links.set(record.url, record.links);
      }
      for (const name of definedNames(record)) {
        const urls = this.definitions.get(name) ?? new Set();
        this.definitions.set(name, urls.add(record.url));
      }
    }
  }
}
