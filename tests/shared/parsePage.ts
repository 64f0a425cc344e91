/**
 * Parses one HTML file of the build into what the build-output checks read: ids, every URL it
 * references, inline scripts, external anchors and a few head fields. A streaming parser, since
 * it runs over every page of the build.
 */
import {Parser} from 'htmlparser2';

/** The production URL of the site (`url` in docusaurus.config.ts); absolute links to it are ours. */
export const SITE_ORIGIN = 'https://docusaurus.io';

export type Reference = {
  /** Element and attribute the URL came from, e.g. `img[src]`. */
  from: string;
  url: string;
};

export type ExternalAnchor = {href: string; target?: string; rel?: string};

export type Page = {
  /** Values of every `id` attribute and of every `<a name>`. */
  ids: Set<string>;
  /** Values of `id` attributes that more than one element of the page has. */
  duplicateIds: Set<string>;
  /** Every URL the page references: links, images, scripts, styles, frames, media, metadata. */
  references: Reference[];
  /** Target of `<meta http-equiv="refresh">`, if the page is a redirect page. */
  refreshTo?: string;
  /** Content of `<meta name="description">`, if any. */
  description?: string;
  /** Path of the `<link rel="canonical">` URL, if any. */
  canonical?: string;
  /** Text of every inline `<script>` (data blocks included, each with its `type`). */
  inlineScripts: {type: string; text: string}[];
  /** `src` of every `<script src>` and `href` of every stylesheet link. */
  scriptAndStyleUrls: string[];
  /** Every `<a>` whose href is an absolute http(s) URL. */
  absoluteAnchors: ExternalAnchor[];
  /** Every `<a target="_blank">`, whatever its href. */
  newTabAnchors: ExternalAnchor[];
  /** Number of table header cells (`<th>`) with no text, which leave their column unnamed. */
  emptyTableHeaders: number;
};

/** Attributes that hold one URL, by element. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  link: ['href'],
  img: ['src'],
  script: ['src'],
  iframe: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
};

/** `<meta>` properties whose content is a URL of this site (social cards, canonical twins). */
const META_URL_PROPERTIES = new Set(['og:image', 'og:url', 'twitter:image']);

/** Elements that start a new part of a table, and so end an open header cell. */
const TABLE_PARTS = new Set(['th', 'td', 'tr', 'thead', 'tbody', 'tfoot']);

function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

export function parsePage(html: string): Page {
  const page: Page = {
    ids: new Set(),
    duplicateIds: new Set(),
    references: [],
    inlineScripts: [],
    scriptAndStyleUrls: [],
    absoluteAnchors: [],
    newTabAnchors: [],
    emptyTableHeaders: 0,
  };
  let script: {type: string; text: string} | undefined;
  let tableHeaderText: string | undefined;
  const endTableHeader = (): void => {
    if (tableHeaderText !== undefined && tableHeaderText.trim() === '') {
      page.emptyTableHeaders += 1;
    }
    tableHeaderText = undefined;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id !== undefined) {
          if (page.ids.has(attributes.id)) {
            page.duplicateIds.add(attributes.id);
          }
          page.ids.add(attributes.id);
        }
        if (name === 'a' && attributes.name !== undefined) {
          page.ids.add(attributes.name);
        }
        for (const attribute of URL_ATTRIBUTES[name] ?? []) {
          const value = attributes[attribute];
          if (value !== undefined) {
            page.references.push({from: `${name}[${attribute}]`, url: value});
          }
        }
        if (attributes.srcset !== undefined) {
          for (const url of srcsetUrls(attributes.srcset)) {
            page.references.push({from: `${name}[srcset]`, url});
          }
        }
        if (name === 'meta') {
          const property = attributes.property ?? attributes.name ?? '';
          if (META_URL_PROPERTIES.has(property) && attributes.content) {
            page.references.push({from: `meta[${property}]`, url: attributes.content});
          }
          if (attributes.name === 'description') {
            page.description = attributes.content;
          }
          if (attributes['http-equiv']?.toLowerCase() === 'refresh') {
            page.refreshTo = /url=(.*)$/i.exec(attributes.content ?? '')?.[1]?.trim();
          }
        }
        // Minified HTML leaves out end tags (`<th>A<th>B<tbody><tr><td>`), and the parser does
        // not end a <th> when a row or body starts: the next cell, row or body ends it here.
        if (TABLE_PARTS.has(name)) {
          endTableHeader();
        }
        if (name === 'th') {
          tableHeaderText = '';
        }
        if (name === 'script') {
          if (attributes.src !== undefined) {
            page.scriptAndStyleUrls.push(attributes.src);
          } else {
            script = {type: (attributes.type ?? '').toLowerCase(), text: ''};
          }
        }
        if (name === 'link' && attributes.rel === 'canonical' && attributes.href) {
          page.canonical = new URL(attributes.href, SITE_ORIGIN).pathname;
        }
        if (name === 'link' && /\bstylesheet\b/i.test(attributes.rel ?? '') && attributes.href) {
          page.scriptAndStyleUrls.push(attributes.href);
        }
        if (name === 'a') {
          const anchor = {
            href: attributes.href ?? '',
            target: attributes.target,
            rel: attributes.rel,
          };
          if (/^https?:\/\//i.test(anchor.href)) {
            page.absoluteAnchors.push(anchor);
          }
          if (anchor.target === '_blank') {
            page.newTabAnchors.push(anchor);
          }
        }
      },
      ontext(text) {
        if (script) {
          script.text += text;
        }
        if (tableHeaderText !== undefined) {
          tableHeaderText += text;
        }
      },
      onclosetag(name) {
        if (name === 'th' || name === 'table') {
          endTableHeader();
        }
        if (name === 'script' && script) {
          page.inlineScripts.push(script);
          script = undefined;
        }
      },
    },
    {decodeEntities: true},
  );
  parser.end(html.replace(/\r\n?/g, '\n'));
  return page;
}
