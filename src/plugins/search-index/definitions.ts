/**
 * Sections that define an identifier (an option, hook or component named in a heading that is
 * code or in a reference table's name cells) move up when the reader types that identifier.
 * engine.ts applies it to each query's hits, best first. Pure.
 */
import {camelParts, tokenSpans} from './tokenize';
import type {SearchRecord} from './types';

/**
 * How much more a section counts when it defines (see `definedNames`) an identifier the reader
 * typed: `onBrokenLinks` alone finds the row or heading that defines it before pages that only
 * mention it.
 */
export const DEFINITION_BOOST = 3;

/**
 * The compound identifiers (`onBrokenLinks`, `useBaseUrl()`, `<BrowserOnly>`) among the names a
 * record defines, as query terms. Plain words (`title`, `path`) are left out: a reader who types
 * them is rarely after the option of that name.
 */
export function definedNames(record: SearchRecord): string[] {
  return (record.names ?? []).flatMap((name) =>
    tokenSpans(name)
      .filter((span) => camelParts(name.slice(span.start, span.end)).length > 1)
      .map((span) => span.term),
  );
}

const CAMEL_CASE = /^\p{Ll}+\p{Lu}/u;

/**
 * The words of a query the reader means as identifiers: those typed in camelCase
 * (`trailingSlash`, not the brand "GitHub"), or the only word of the query ("onbrokenlinks").
 */
export function identifiers(query: string, terms: readonly string[]): string[] {
  if (terms.length === 1) {
    return [...terms];
  }
  return tokenSpans(query)
    .filter((span) => CAMEL_CASE.test(query.slice(span.start, span.end)))
    .map((span) => span.term);
}

/**
 * Hits on the sections that define a term of the query move up (`DEFINITION_BOOST`).
 * `definitions` gives the section URLs that define each identifier.
 */
export function preferDefinitions<H extends {score: number; record: {url: string}}>(
  hits: H[],
  definitions: ReadonlyMap<string, ReadonlySet<string>>,
  terms: readonly string[],
): H[] {
  const definers = terms.flatMap((term) => [...(definitions.get(term) ?? [])]);
  if (definers.length === 0) {
    return hits;
  }
  const defining = new Set(definers);
  return hits
    .map((hit) =>
      defining.has(hit.record.url) ? {...hit, score: hit.score * DEFINITION_BOOST} : hit,
    )
    .sort((a, b) => b.score - a.score);
}
