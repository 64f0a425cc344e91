/**
 * What the mounted <Head> elements ask of the document head, and how it is brought in line: the
 * pure half of client/helmet.tsx. The rules are react-helmet-async's (1.3), which wrote the
 * server's HTML and so decide what the browser must keep:
 * - requests count in the order their <Head> first rendered, and a later one wins: the title is
 *   the last one set, each <html>, <body> and <title> attribute takes its last value, and the
 *   last <base> with an href is the base;
 * - a meta, link, script, noscript or style tag is dropped when a later request has a tag of the
 *   same type with the same key: the value of its key attribute (meta: name, charset, http-equiv,
 *   property or itemprop; link: href, or rel for a canonical link; script: src; style and
 *   noscript: the content), case aside. Tags of one request never drop each other. A tag without a
 *   key is not written;
 * - tags in the head carry data-rh="true". A tag equal to a wanted one stays where it is, the
 *   others go, and the missing ones are appended;
 * - on <html>, <body> and <title>, data-rh lists the attributes set from requests, so that one no
 *   request asks for any more is removed, while attributes set by other scripts stay.
 */
import {Children, Fragment, isValidElement, type ReactNode} from 'react';

export type Attributes = Record<string, string>;

const TAG_TYPES = ['meta', 'link', 'script', 'noscript', 'style'] as const;
type TagType = (typeof TAG_TYPES)[number];

export type Tag = {attributes: Attributes; content?: string};

/** What one <Head> asks for. */
export type HeadRequest = {
  title?: string;
  titleAttributes?: Attributes;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  base?: Attributes;
  tags: Partial<Record<TagType, Tag[]>>;
};

/** What the head should hold, all requests together. */
export type HeadState = {
  title?: string;
  titleAttributes: Attributes;
  htmlAttributes: Attributes;
  bodyAttributes: Attributes;
  tags: Record<TagType | 'base', Tag[]>;
};

/** React prop names whose HTML attribute is spelled otherwise. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

/** Attributes that key a tag, by type; CONTENT stands for the tag's text. */
const CONTENT = '';
const KEY_ATTRIBUTES: Record<TagType, readonly string[]> = {
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  link: ['rel', 'href'],
  script: ['src', CONTENT],
  noscript: [CONTENT],
  style: [CONTENT],
};

function isTagType(type: unknown): type is TagType {
  return (TAG_TYPES as readonly unknown[]).includes(type);
}

function textOf(children: ReactNode): string | undefined {
  if (children === undefined || children === null || typeof children === 'boolean') {
    return undefined;
  }
  return Array.isArray(children) ? children.join('') : String(children);
}

function attributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name !== 'children' && name !== 'ref' && typeof value !== 'function') {
      attributes[ATTRIBUTE_NAMES[name] ?? name] = value === undefined ? '' : String(value);
    }
  }
  return attributes;
}

/** Reads the children of one <Head>; fragments are read through, other elements ignored. */
export function requestOf(children: ReactNode, request: HeadRequest = {tags: {}}): HeadRequest {
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) {
      return;
    }
    const content = child.props.children as ReactNode;
    if (child.type === Fragment) {
      requestOf(content, request);
      return;
    }
    const attributes = attributesOf(child.props);
    if (isTagType(child.type)) {
      (request.tags[child.type] ??= []).push({attributes, content: textOf(content)});
    } else if (child.type === 'title') {
      request.title = textOf(content) ?? '';
      request.titleAttributes = attributes;
    } else if (child.type === 'html') {
      request.htmlAttributes = attributes;
    } else if (child.type === 'body') {
      request.bodyAttributes = attributes;
    } else if (child.type === 'base') {
      request.base = attributes;
    }
  });
  return request;
}

/** The tag's key, or undefined for a tag without one. */
export function tagKey(type: TagType, {attributes, content}: Tag): string | undefined {
  const keys = KEY_ATTRIBUTES[type];
  let key: string | undefined;
  for (const name of Object.keys(attributes)) {
    const lower = name.toLowerCase();
    const value = attributes[name]!.toLowerCase();
    const keepsCanonical = key === 'rel' && attributes.rel?.toLowerCase() === 'canonical';
    const isStylesheetRel = lower === 'rel' && value === 'stylesheet';
    if (keys.includes(lower) && !keepsCanonical && !isStylesheetRel) {
      key = lower;
    }
  }
  if (keys.includes(CONTENT) && content) {
    key = CONTENT;
  }
  if (key === undefined) {
    return undefined;
  }
  const value = key === CONTENT ? content : attributes[key];
  return value ? `${key}\u0000${value.toLowerCase()}` : undefined;
}

function pickTags(type: TagType, requests: readonly HeadRequest[]): Tag[] {
  const taken = new Set<string>();
  const kept: Tag[][] = [];
  for (let i = requests.length - 1; i >= 0; i -= 1) {
    const own = new Set<string>();
    kept[i] = (requests[i]!.tags[type] ?? []).filter((tag) => {
      const key = tagKey(type, tag);
      if (key === undefined || taken.has(key)) {
        return false;
      }
      own.add(key);
      return true;
    });
    own.forEach((key) => taken.add(key));
  }
  return kept.flat();
}

function mergeAttributes(
  requests: readonly HeadRequest[],
  field: 'htmlAttributes' | 'bodyAttributes' | 'titleAttributes',
): Attributes {
  return Object.assign({}, ...requests.map((request) => request[field] ?? {})) as Attributes;
}

/** All requests together, in the order their <Head> elements first rendered. */
export function headState(requests: readonly HeadRequest[]): HeadState {
  let title: string | undefined;
  let base: Attributes | undefined;
  for (const request of requests) {
    title = request.title ?? title;
    base = request.base?.href ? request.base : base;
  }
  const tags = Object.fromEntries(TAG_TYPES.map((type) => [type, pickTags(type, requests)]));
  return {
    title: title || undefined,
    titleAttributes: mergeAttributes(requests, 'titleAttributes'),
    htmlAttributes: mergeAttributes(requests, 'htmlAttributes'),
    bodyAttributes: mergeAttributes(requests, 'bodyAttributes'),
    tags: {...tags, base: base ? [{attributes: base}] : []} as HeadState['tags'],
  };
}

const MARK = 'data-rh';

function applyAttributes(element: Element | undefined, wanted: Attributes): void {
  if (!element) {
    return;
  }
  const previous = element.getAttribute(MARK)?.split(',') ?? [];
  for (const [name, value] of Object.entries(wanted)) {
    if (element.getAttribute(name) !== value) {
      element.setAttribute(name, value);
    }
  }
  for (const name of previous) {
    if (!Object.prototype.hasOwnProperty.call(wanted, name)) {
      element.removeAttribute(name);
    }
  }
  const names = Object.keys(wanted).join(',');
  if (names === '') {
    element.removeAttribute(MARK);
  } else if (element.getAttribute(MARK) !== names) {
    element.setAttribute(MARK, names);
  }
}

function createTag(document: Document, type: string, {attributes, content}: Tag): Element {
  const element = document.createElement(type);
  for (const [name, value] of Object.entries(attributes)) {
    element.setAttribute(name, value);
  }
  if (content !== undefined) {
    if (type === 'style') {
      element.textContent = content;
    } else {
      element.innerHTML = content;
    }
  }
  element.setAttribute(MARK, 'true');
  return element;
}

function applyTags(document: Document, type: string, tags: readonly Tag[]): void {
  const present = Array.from(document.head.querySelectorAll(`${type}[${MARK}]`));
  const missing: Element[] = [];
  for (const tag of tags) {
    const element = createTag(document, type, tag);
    const same = present.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) {
      missing.push(element);
    } else {
      present.splice(same, 1);
    }
  }
  present.forEach((element) => element.remove());
  missing.forEach((element) => document.head.appendChild(element));
}

/** Brings the document's head, <html> and <body> in line with the state. */
export function applyHeadState(document: Document, state: HeadState): void {
  applyAttributes(document.body, state.bodyAttributes);
  applyAttributes(document.documentElement, state.htmlAttributes);
  if (state.title !== undefined && document.title !== state.title) {
    document.title = state.title;
  }
  applyAttributes(document.getElementsByTagName('title')[0], state.titleAttributes);
  for (const [type, tags] of Object.entries(state.tags)) {
    applyTags(document, type, tags);
  }
}
