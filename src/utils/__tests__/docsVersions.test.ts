import {describe, expect, it} from 'vitest';
import type {GlobalDoc, GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {
  canaryAlias,
  latestAlias,
  markVersionsWithoutPage,
  newestRelease,
  versionTarget,
  versionsWithoutPage,
} from '../docsVersions';

function doc(id: string, path: string): GlobalDoc {
  return {id, path, sidebar: 'docs'};
}

function version(name: string, docs: GlobalDoc[]): GlobalVersion {
  return {
    name,
    label: name === 'current' ? 'Canary' : name,
    isLast: false,
    path: '',
    mainDocId: 'intro',
    docs,
    draftIds: [],
  };
}

const current = version('current', [
  doc('intro', '/docs/'),
  doc('cli', '/docs/cli'),
  doc('new', '/docs/new'),
]);
const v2 = version('2.0.0', [doc('intro', '/docs/2.0.0/'), doc('cli', '/docs/2.0.0/cli')]);
const v1 = version('1.0.0', [doc('intro', '/docs/1.0.0/')]);
const versions = [current, v2, v1];

describe('newestRelease', () => {
  it('skips the current version and takes the first release', () => {
    expect(newestRelease(versions, (v) => v.name)).toBe(v2);
  });

  it('is undefined when only the current version is built', () => {
    expect(newestRelease([current], (v) => v.name)).toBeUndefined();
  });
});

describe('versionTarget', () => {
  it('opens the same page when the version has it', () => {
    expect(
      versionTarget(v2, {current: doc('cli', '/docs/cli'), '2.0.0': doc('cli', '/docs/2.0.0/cli')}),
    ).toEqual({
      doc: doc('cli', '/docs/2.0.0/cli'),
      samePage: true,
    });
  });

  it("falls back to the version's main doc", () => {
    expect(versionTarget(v1, {current: doc('cli', '/docs/cli')})).toEqual({
      doc: doc('intro', '/docs/1.0.0/'),
      samePage: false,
    });
  });

  it('throws when the main doc is missing from the version data', () => {
    expect(() => versionTarget(version('0.1.0', []), {})).toThrow('has no main doc "intro"');
  });
});

describe('versionsWithoutPage', () => {
  it('lists the versions that lack the page being read', () => {
    const alternates = {current: doc('new', '/docs/new')};
    expect([...versionsWithoutPage(versions, doc('new', '/docs/new'), alternates)]).toEqual([
      '2.0.0',
      '1.0.0',
    ]);
  });

  it('is empty off a doc page', () => {
    expect(versionsWithoutPage(versions, undefined, {}).size).toBe(0);
  });
});

describe('markVersionsWithoutPage', () => {
  const mark = (label: string) => `${label} (missing)`;

  it('keeps the configuration untouched when every version has the page', () => {
    const configured = ['2.0.0'];
    expect(markVersionsWithoutPage(configured, versions, new Set(), mark)).toBe(configured);
    expect(markVersionsWithoutPage(undefined, versions, new Set(), mark)).toBeUndefined();
  });

  it('lists every version, in order, when none are configured', () => {
    expect(markVersionsWithoutPage(undefined, versions, new Set(['1.0.0']), mark)).toEqual({
      current: {},
      '2.0.0': {},
      '1.0.0': {label: '1.0.0 (missing)'},
    });
  });

  it('keeps the configured selection, order and labels', () => {
    expect(
      markVersionsWithoutPage(
        {'1.0.0': {label: 'v1'}, current: {label: 'Next'}},
        versions,
        new Set(['1.0.0']),
        mark,
      ),
    ).toEqual({'1.0.0': {label: 'v1 (missing)'}, current: {label: 'Next'}});
    expect(
      Object.keys(
        markVersionsWithoutPage(['1.0.0', 'current'], versions, new Set(['1.0.0']), mark) ?? {},
      ),
    ).toEqual(['1.0.0', 'current']);
  });

  it('passes unknown names through so the theme can report them', () => {
    expect(markVersionsWithoutPage(['9.9.9'], versions, new Set(['1.0.0']), mark)).toEqual({
      '9.9.9': {},
    });
  });
});

describe('latestAlias', () => {
  it('maps every page of the release, its root included, under the latest base', () => {
    expect(latestAlias('/docs/3.8.1/cli', '/docs/3.8.1', '/docs/latest')).toBe('/docs/latest/cli');
    expect(
      latestAlias(
        '/docs/3.8.1/api/plugins/@docusaurus/plugin-debug',
        '/docs/3.8.1/',
        '/docs/latest/',
      ),
    ).toBe('/docs/latest/api/plugins/@docusaurus/plugin-debug');
    expect(latestAlias('/docs/3.8.1/', '/docs/3.8.1', '/docs/latest')).toBe('/docs/latest/');
    expect(latestAlias('/docs/3.8.1', '/docs/3.8.1', '/docs/latest')).toBe('/docs/latest');
  });

  it('has no alias for pages outside the release', () => {
    expect(latestAlias('/docs/3.8.10/cli', '/docs/3.8.1', '/docs/latest')).toBeUndefined();
    expect(latestAlias('/docs/3.7.0/cli', '/docs/3.8.1', '/docs/latest')).toBeUndefined();
    expect(latestAlias('/docs/cli', '/docs/3.8.1', '/docs/latest')).toBeUndefined();
    expect(latestAlias('/blog/releases/3.8', '/docs/3.8.1', '/docs/latest')).toBeUndefined();
  });
});

describe('canaryAlias', () => {
  const releases = ['/docs/3.8.1', '/docs/3.7.0'];

  it('maps every Canary page, the docs root included, under the alias base', () => {
    expect(canaryAlias('/docs/cli', '/docs', releases, '/docs/next')).toBe('/docs/next/cli');
    expect(canaryAlias('/docs/', '/docs', releases, '/docs/next')).toBe('/docs/next/');
    expect(canaryAlias('/docs', '/docs', releases, '/docs/next')).toBe('/docs/next');
    expect(canaryAlias('/docs/3.8.10/x', '/docs', releases, '/docs/next')).toBe(
      '/docs/next/3.8.10/x',
    );
  });

  it('has no alias for the releases or for pages outside the docs', () => {
    expect(canaryAlias('/docs/3.8.1/cli', '/docs', releases, '/docs/next')).toBeUndefined();
    expect(canaryAlias('/docs/3.7.0', '/docs', releases, '/docs/next')).toBeUndefined();
    expect(canaryAlias('/docsearch', '/docs', releases, '/docs/next')).toBeUndefined();
    expect(canaryAlias('/blog/releases/3.8', '/docs', releases, '/docs/next')).toBeUndefined();
  });
});
