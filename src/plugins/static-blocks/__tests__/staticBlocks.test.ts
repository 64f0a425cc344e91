// @vitest-environment happy-dom
import {afterEach, describe, expect, it, vi} from 'vitest';

const page = (blocks: Record<string, string>) =>
  `<!doctype html><html><body><article>${Object.entries(blocks)
    .map(([id, inner]) => `<p data-sb="${id}">${inner}</p>`)
    .join('')}</article></body></html>`;

/** A fresh copy of the runtime (its store is module state) over the given document body. */
async function runtime(body = '') {
  document.body.innerHTML = body;
  vi.resetModules();
  return import('../client/staticBlocks');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('static blocks runtime', () => {
  it('takes the blocks of the page being hydrated from the document', async () => {
    const {useStaticBlock, loadMissingStaticBlocks} = await runtime(
      '<p data-sb="one">Server <a href="/docs/cli">text</a></p>',
    );
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await loadMissingStaticBlocks('/docs/here/', ['one']);
    expect(fetch).not.toHaveBeenCalled();
    expect(useStaticBlock('one', '/docs/here')).toEqual({
      __html: 'Server <a href="/docs/cli">text</a>',
    });
  });

  it('gives a block the same object on every render, so React does not assign its HTML again', async () => {
    const {useStaticBlock, readBlocks} = await runtime('<p data-sb="one">Server</p>');
    expect(useStaticBlock('one', '/docs/here')).toBe(useStaticBlock('one', '/docs/here'));
    const first = useStaticBlock('one', '/docs/here');
    readBlocks(page({one: 'Server', two: 'Fetched'}));
    expect(useStaticBlock('one', '/docs/here')).toBe(first);
    expect(useStaticBlock('two', '/docs/there')).toBe(useStaticBlock('two', '/docs/there'));
  });

  it('fetches a page reached by navigation once, then serves its blocks', async () => {
    const {useStaticBlock, loadMissingStaticBlocks} = await runtime();
    const fetch = vi.fn(async () => new Response(page({a: 'First <em>block</em>', b: 'Second'})));
    vi.stubGlobal('fetch', fetch);
    await loadMissingStaticBlocks('/docs/there', ['b']);
    await loadMissingStaticBlocks('/docs/there', ['b']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/docs/there', {credentials: 'same-origin'});
    expect(useStaticBlock('a', '/docs/there').__html).toBe('First <em>block</em>');
    expect(useStaticBlock('b', '/docs/there').__html).toBe('Second');
  });

  it('reads the page shown, whichever posts it lists, and only when a module is not at hand', async () => {
    // A list page opened first shows two excerpts; its own HTML holds them.
    const {useStaticBlock, loadMissingStaticBlocks} = await runtime(
      '<p data-sb="a1">Excerpt of A</p><p data-sb="b1">Excerpt of B</p>',
    );
    const fetch = vi.fn(
      async (url: string) =>
        new Response(
          url === '/blog/a'
            ? page({a1: 'Excerpt of A', a2: 'Rest of A'})
            : page({c1: 'Excerpt of C', b1: 'Excerpt of B'}),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    await loadMissingStaticBlocks('/blog', ['a1', 'b1']);
    expect(fetch).not.toHaveBeenCalled();
    // Post A in full: its last block is not on the list page, so its own page is read.
    await loadMissingStaticBlocks('/blog/a', ['a2']);
    expect(fetch).toHaveBeenLastCalledWith('/blog/a', {credentials: 'same-origin'});
    expect(useStaticBlock('a2', '/blog/a').__html).toBe('Rest of A');
    // A second list page: its excerpts come from that page, not from each post's page.
    await loadMissingStaticBlocks('/blog/page/2', ['c1', 'b1']);
    expect(fetch).toHaveBeenLastCalledWith('/blog/page/2', {credentials: 'same-origin'});
    expect(useStaticBlock('c1', '/blog/c').__html).toBe('Excerpt of C');
    // Back on the first list page: everything is at hand.
    await loadMissingStaticBlocks('/blog', ['a1', 'b1']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects when the page cannot be fetched, and tries again next time', async () => {
    const {loadMissingStaticBlocks} = await runtime();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('gone', {status: 404}))
      .mockResolvedValueOnce(new Response(page({a: 'Back'})));
    vi.stubGlobal('fetch', fetch);
    await expect(loadMissingStaticBlocks('/docs/there', ['a'])).rejects.toThrow('HTTP 404');
    await expect(loadMissingStaticBlocks('/docs/there', ['a'])).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says to reload when the fetched page lacks a block (an older deploy)', async () => {
    const {useStaticBlock, loadStaticBlocks} = await runtime();
    vi.stubGlobal('fetch', async () => new Response(page({old: 'Old text'})));
    await loadStaticBlocks('/docs/there');
    expect(() => useStaticBlock('new', '/docs/there')).toThrow(/Reload the page/);
  });

  it("reaches the router through the preload hook, from the loaded modules' last blocks", async () => {
    vi.resetModules();
    const hook = await import('../client/preloadHook');
    const modules = [{default: 'page'}, {default: 'post', lastStaticBlock: 'a'}, undefined];
    expect(hook.lastStaticBlocks(modules)).toEqual(['a']);
    // Until a module with blocks has loaded the runtime, there is nothing to fetch.
    await expect(hook.loadMissingStaticBlocks('/docs/there', modules)).resolves.toBeUndefined();
    const fetch = vi.fn(async () => new Response(page({a: 'Text'})));
    vi.stubGlobal('fetch', fetch);
    await import('../client/staticBlocks');
    await hook.loadMissingStaticBlocks('/docs/there', [{default: 'page'}]);
    expect(fetch).not.toHaveBeenCalled();
    await hook.loadMissingStaticBlocks('/docs/there', modules);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
