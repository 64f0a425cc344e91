import {describe, expect, it} from 'vitest';
import {generatedIndexPermalinks, latestRedirects, type ReleaseVersionLike} from '../utils';

const release: ReleaseVersionLike = {
  versionName: '3.8.1',
  path: '/docs/3.8.1',
  docs: [
    {permalink: '/docs/3.8.1/'},
    {permalink: '/docs/3.8.1/cli'},
    {permalink: '/docs/3.8.1/api/plugins/@docusaurus/plugin-debug'},
    // Not under the version's route: a doc cannot be, but the helper must not invent a path.
    {permalink: '/docs/3.8.10/cli'},
  ],
  sidebars: {
    docs: [
      {type: 'doc'},
      {
        type: 'category',
        link: {type: 'generated-index', permalink: '/docs/3.8.1/category/guides'},
        items: [
          {type: 'category', link: {type: 'doc'}, items: []},
          {
            type: 'category',
            link: {type: 'generated-index', permalink: '/docs/3.8.1/category/deep'},
          },
        ],
      },
    ],
    api: [
      {type: 'category', link: {type: 'generated-index', permalink: '/docs/3.8.1/category/guides'}},
    ],
  },
};

describe('generatedIndexPermalinks', () => {
  it('finds generated index links at every depth', () => {
    expect(generatedIndexPermalinks(release.sidebars.docs ?? [])).toEqual([
      '/docs/3.8.1/category/guides',
      '/docs/3.8.1/category/deep',
    ]);
  });
});

describe('latestRedirects', () => {
  it('maps every page of the release under the latest base, once each', () => {
    expect(latestRedirects(release, '/docs/latest')).toEqual([
      {from: '/docs/latest/', to: '/docs/3.8.1/'},
      {from: '/docs/latest/cli', to: '/docs/3.8.1/cli'},
      {
        from: '/docs/latest/api/plugins/@docusaurus/plugin-debug',
        to: '/docs/3.8.1/api/plugins/@docusaurus/plugin-debug',
      },
      {from: '/docs/latest/category/guides', to: '/docs/3.8.1/category/guides'},
      {from: '/docs/latest/category/deep', to: '/docs/3.8.1/category/deep'},
    ]);
  });

  it('accepts a trailing slash on the version path and the base', () => {
    expect(
      latestRedirects({...release, path: '/docs/3.8.1/', sidebars: {}}, '/docs/latest/')[1],
    ).toEqual({
      from: '/docs/latest/cli',
      to: '/docs/3.8.1/cli',
    });
  });
});
