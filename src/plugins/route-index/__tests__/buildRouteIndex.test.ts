import {describe, expect, it} from 'vitest';
import {buildRouteIndex} from '../index';

const options = {
  id: 'default',
  docsPluginIds: ['default'],
  blogPluginIds: ['default'],
  pagesPluginIds: ['default'],
};

const version = (label: string, path: string, docs: object[]) => ({label, path, docs});

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        version('Canary', '/docs', [
          {permalink: '/docs/', title: 'Introduction', unlisted: false},
          {permalink: '/docs/secret', title: 'Secret', unlisted: true},
        ]),
        version('3.8.1', '/docs/3.8.1', [
          {permalink: '/docs/3.8.1/', title: 'Introduction', unlisted: false},
        ]),
      ],
    },
  },
  'docusaurus-plugin-content-blog': {
    default: {
      blogPosts: [
        {metadata: {permalink: '/blog/a', title: 'A', unlisted: false}},
        {metadata: {permalink: '/blog/b', title: 'B', unlisted: true}},
      ],
    },
  },
  'docusaurus-plugin-content-pages': {
    default: [
      {type: 'jsx', permalink: '/feature-requests'},
      {type: 'jsx', permalink: '/'},
      {type: 'mdx', permalink: '/legal/terms', title: 'Terms', unlisted: false},
    ],
  },
};

describe('buildRouteIndex', () => {
  it('indexes the listed docs of every version, blog posts and pages', () => {
    expect(buildRouteIndex(allContent, options)).toEqual({
      versions: [
        {label: 'Canary', path: '/docs', base: '/docs'},
        {label: '3.8.1', path: '/docs/3.8.1', base: '/docs'},
      ],
      routes: [
        {path: '/docs/', title: 'Introduction', version: 0},
        {path: '/docs/3.8.1/', title: 'Introduction', version: 1},
        {path: '/blog/a', title: 'A'},
        {path: '/feature-requests', title: 'Feature requests'},
        {path: '/', title: 'Home'},
        {path: '/legal/terms', title: 'Terms'},
      ],
    });
  });

  it('fails on a plugin id that does not exist', () => {
    expect(() => buildRouteIndex(allContent, {...options, blogPluginIds: ['nope']})).toThrow(
      /"nope"/,
    );
  });
});
