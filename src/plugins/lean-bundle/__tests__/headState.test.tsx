// @vitest-environment happy-dom
import React from 'react';
import {beforeEach, describe, expect, it} from 'vitest';
import {applyHeadState, headState, requestOf, tagKey, type HeadRequest} from '../client/headState';

describe('requestOf (the children of one <Head>)', () => {
  it('reads title, html and body attributes, base and tags, through fragments and arrays', () => {
    const alternates = ['en', 'fr'].map((lang) => (
      <link key={lang} rel="alternate" hrefLang={lang} href={`/${lang}/`} />
    ));
    const request = requestOf(
      <>
        <html className="docs-wrapper" lang="en" />
        <body className="plain" />
        <title>
          {'Install'} | {'Site'}
        </title>
        <base href="/" />
        {false}
        {null}
        <>
          <meta httpEquiv="refresh" content="5" />
          {alternates}
        </>
        <script type="application/ld+json">{'{"a":1}'}</script>
      </>,
    );
    expect(request).toEqual({
      htmlAttributes: {class: 'docs-wrapper', lang: 'en'},
      bodyAttributes: {class: 'plain'},
      title: 'Install | Site',
      titleAttributes: {},
      base: {href: '/'},
      tags: {
        meta: [{attributes: {'http-equiv': 'refresh', content: '5'}, content: undefined}],
        link: [
          {attributes: {rel: 'alternate', hrefLang: 'en', href: '/en/'}, content: undefined},
          {attributes: {rel: 'alternate', hrefLang: 'fr', href: '/fr/'}, content: undefined},
        ],
        script: [{attributes: {type: 'application/ld+json'}, content: '{"a":1}'}],
      },
    });
  });

  it('writes an attribute given as undefined as empty, and leaves out event handlers', () => {
    const request = requestOf(
      <link rel="preload" href="/a.css" as={undefined} onLoad={() => {}} />,
    );
    expect(request.tags.link).toEqual([
      {attributes: {rel: 'preload', href: '/a.css', as: ''}, content: undefined},
    ]);
  });
});

describe('tagKey', () => {
  const key = (
    type: Parameters<typeof tagKey>[0],
    attributes: Record<string, string>,
    content?: string,
  ) => tagKey(type, {attributes, content});

  it('keys meta tags by name, property, charset, http-equiv or itemprop, case aside', () => {
    expect(key('meta', {name: 'Description', content: 'x'})).toBe('name\0description');
    expect(key('meta', {property: 'og:title', content: 'x'})).toBe('property\0og:title');
    expect(key('meta', {charset: 'utf-8'})).toBe('charset\0utf-8');
    expect(key('meta', {content: 'orphan'})).toBeUndefined();
  });

  it('keys a canonical link by rel, other links by href, never by rel=stylesheet', () => {
    expect(key('link', {rel: 'canonical', href: '/a'})).toBe('rel\0canonical');
    expect(key('link', {rel: 'alternate', href: '/A', hreflang: 'en'})).toBe('href\0/a');
    expect(key('link', {href: '/s.css', rel: 'stylesheet'})).toBe('href\0/s.css');
    expect(key('link', {rel: 'stylesheet'})).toBeUndefined();
  });

  it('keys a script by its content over its src, and drops empty values', () => {
    expect(key('script', {src: '/a.js'})).toBe('src\0/a.js');
    expect(key('script', {type: 'application/ld+json'}, '{"A":1}')).toBe('\0{"a":1}');
    expect(key('script', {src: ''})).toBeUndefined();
    expect(key('style', {}, 'a{}')).toBe('\0a{}');
  });
});

describe('headState (all requests, in the order they first rendered)', () => {
  const meta = (name: string, content: string) => ({attributes: {name, content}});

  it('lets a later request win over the same meta tag, keeping tags without a rival', () => {
    const state = headState([
      {tags: {meta: [meta('description', 'site'), meta('keywords', 'a')]}},
      {tags: {meta: [meta('description', 'page')]}},
    ]);
    expect(state.tags.meta).toEqual([meta('keywords', 'a'), meta('description', 'page')]);
  });

  it('keeps duplicates within one request', () => {
    const state = headState([{tags: {meta: [meta('robots', 'a'), meta('robots', 'b')]}}]);
    expect(state.tags.meta).toHaveLength(2);
  });

  it('takes the last title, merges attributes with the later value winning, and the last base', () => {
    const requests: HeadRequest[] = [
      {title: 'Site', htmlAttributes: {lang: 'en', class: 'a'}, base: {href: '/'}, tags: {}},
      {htmlAttributes: {class: 'b'}, tags: {}},
      {title: 'Page', base: {target: '_blank'}, tags: {}},
    ];
    const state = headState(requests);
    expect(state.title).toBe('Page');
    expect(state.htmlAttributes).toEqual({lang: 'en', class: 'b'});
    expect(state.tags.base).toEqual([{attributes: {href: '/'}}]);
  });

  it('sets no title when the last one is empty', () => {
    expect(
      headState([
        {title: 'Site', tags: {}},
        {title: '', tags: {}},
      ]).title,
    ).toBeUndefined();
  });
});

describe('applyHeadState', () => {
  beforeEach(() => {
    document.head.innerHTML = `<title data-rh="true">Old</title>
      <meta data-rh="true" name="description" content="old">
      <meta data-rh="true" name="keywords" content="same">
      <meta name="generator" content="unmarked">`;
    document.documentElement.setAttribute('data-theme', 'dark');
    document.documentElement.setAttribute('class', 'old');
  });

  const state = (overrides: Partial<Parameters<typeof applyHeadState>[1]>) => ({
    ...headState([]),
    ...overrides,
  });

  it('keeps equal tags in place, replaces changed ones and leaves unmarked tags alone', () => {
    const kept = document.head.querySelector('meta[name=keywords]');
    applyHeadState(
      document,
      state({
        title: 'New',
        tags: {
          ...headState([]).tags,
          meta: [
            {attributes: {name: 'keywords', content: 'same'}},
            {attributes: {name: 'description', content: 'new'}},
          ],
          script: [{attributes: {type: 'application/ld+json'}, content: '{"a":1}'}],
        },
      }),
    );
    expect(document.title).toBe('New');
    expect(document.head.querySelector('meta[name=keywords]')).toBe(kept);
    expect(document.head.querySelectorAll('meta[name=description]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe(
      'new',
    );
    expect(document.head.querySelector('script')?.textContent).toBe('{"a":1}');
    expect(document.head.querySelector('script')?.getAttribute('data-rh')).toBe('true');
    expect(document.head.querySelector('meta[name=generator]')).not.toBeNull();
  });

  it('removes marked tags no request wants any more', () => {
    applyHeadState(document, state({}));
    expect(document.head.querySelectorAll('meta[data-rh]')).toHaveLength(0);
    expect(document.head.querySelectorAll('meta')).toHaveLength(1);
    expect(document.title).toBe('Old');
  });

  it('sets <html> attributes, lists them in data-rh and later removes only those', () => {
    applyHeadState(document, state({htmlAttributes: {class: 'docs', lang: 'en'}}));
    const html = document.documentElement;
    expect(html.getAttribute('class')).toBe('docs');
    expect(html.getAttribute('data-rh')).toBe('class,lang');
    applyHeadState(document, state({htmlAttributes: {class: 'blog'}}));
    expect(html.hasAttribute('lang')).toBe(false);
    expect(html.getAttribute('class')).toBe('blog');
    expect(html.getAttribute('data-theme')).toBe('dark');
    applyHeadState(document, state({}));
    expect(html.hasAttribute('class')).toBe(false);
    expect(html.hasAttribute('data-rh')).toBe(false);
    expect(html.getAttribute('data-theme')).toBe('dark');
  });
});
