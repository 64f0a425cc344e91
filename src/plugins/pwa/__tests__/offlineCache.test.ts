import {describe, expect, it} from 'vitest';
import {cacheAddresses, handles} from '../worker/offlineCache.mjs';

const origin = 'https://site.example';

describe('cacheAddresses', () => {
  it('looks a page up as itself, then as its folder index, without query or hash', () => {
    expect(cacheAddresses('https://site.example/docs/cli?offlineMode=true#top', origin)).toEqual([
      'https://site.example/docs/cli',
      'https://site.example/docs/cli/index.html',
    ]);
    expect(cacheAddresses('/', origin)).toEqual([
      'https://site.example/',
      'https://site.example/index.html',
    ]);
  });

  it('looks a file up as itself', () => {
    expect(cacheAddresses('/assets/js/main.1.js', origin)).toEqual([
      'https://site.example/assets/js/main.1.js',
      'https://site.example/assets/js/main.1.js/index.html',
    ]);
    expect(cacheAddresses('/404.html', origin)).toEqual(['https://site.example/404.html']);
  });

  it('has no address for another origin', () => {
    expect(cacheAddresses('https://cdn.example/x.js', origin)).toEqual([]);
  });
});

describe('handles', () => {
  const request = (url: string, method = 'GET', headers: string[] = []) => ({
    url,
    method,
    headers: new Headers(headers.map((name) => [name, 'x'] as [string, string])),
  });

  it('answers same-origin GET requests', () => {
    expect(handles(request(`${origin}/docs/cli`), origin)).toBe(true);
  });

  it('leaves other origins, other methods and byte ranges to the network', () => {
    expect(handles(request('https://cdn.example/x.js'), origin)).toBe(false);
    expect(handles(request(`${origin}/api`, 'POST'), origin)).toBe(false);
    expect(handles(request(`${origin}/video.mp4`, 'GET', ['range']), origin)).toBe(false);
  });
});
