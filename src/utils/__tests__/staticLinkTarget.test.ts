import {describe, expect, it} from 'vitest';
import {staticLinkTarget, type LinkClick} from '../staticLinkTarget';

const click: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const here = {origin: 'https://site.test', pathname: '/docs/installation'};
const to = (href: string, extra: Partial<LinkClick> = {}, target: string | null = null) =>
  staticLinkTarget({...click, ...extra}, {href, target, download: false}, here);

describe('staticLinkTarget', () => {
  it('routes a plain click on a link to another page of the site', () => {
    expect(to('https://site.test/docs/cli?x=1#build')).toBe('/docs/cli?x=1#build');
    expect(to('/docs/3.8.1/')).toBe('/docs/3.8.1/');
    expect(to('/docs/3.8.1')).toBe('/docs/3.8.1');
    expect(to('/blog/releases/3.6')).toBe('/blog/releases/3.6');
  });

  it('leaves the browser to follow everything else', () => {
    expect(to('/docs/cli', {metaKey: true})).toBeNull();
    expect(to('/docs/cli', {ctrlKey: true})).toBeNull();
    expect(to('/docs/cli', {shiftKey: true})).toBeNull();
    expect(to('/docs/cli', {button: 1})).toBeNull();
    expect(to('/docs/cli', {defaultPrevented: true})).toBeNull();
    expect(to('/docs/cli', {}, '_blank')).toBeNull();
    expect(to('https://github.com/facebook/docusaurus')).toBeNull();
    expect(to('/assets/files/cheatsheet-1a2b.txt')).toBeNull();
    expect(to('/img/logo.svg')).toBeNull();
    expect(to('/blog/rss.xml')).toBeNull();
    expect(to('/video/intro.mp4')).toBeNull();
    expect(to('#requirements')).toBeNull();
    expect(
      staticLinkTarget(click, {href: '/docs/cli', target: null, download: true}, here),
    ).toBeNull();
  });

  it('routes a link with target _self', () => {
    expect(to('/docs/cli', {}, '_self')).toBe('/docs/cli');
  });
});
