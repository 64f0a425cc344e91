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
    const {useStaticBlock, loadMissingStaticBlocks, registerStaticPage} = await runtime(
      '<p data-sb="one">Server <a href="/docs/cli">text</a></p>',
    );
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    registerStaticPage('/docs/here', 'one');
    await loadMissingStaticBlocks(['/docs/here/']);
    expect(fetch).not.toHaveBeenCalled();
    expect(useStaticBlock('one', '/docs/here')).toEqual({
      __html: 'Server <a href="/docs/cli">text</a>',
    });
  });

  it('fetches a page reached by navigation once, then serves its blocks', async () => {
    const {useStaticBlock, loadMissingStaticBlocks, registerStaticPage} = await runtime();
    const fetch = vi.fn(async () => new Response(page({a: 'First <em>block</em>', b: 'Second'})));
    vi.stubGlobal('fetch', fetch);
    registerStaticPage('/docs/there', 'a');
    registerStaticPage('/docs/elsewhere', 'z');
    await loadMissingStaticBlocks(['/docs/there']);
    await loadMissingStaticBlocks(['/docs/there']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/docs/there', {credentials: 'same-origin'});
    expect(useStaticBlock('a', '/docs/there').__html).toBe('First <em>block</em>');
    expect(useStaticBlock('b', '/docs/there').__html).toBe('Second');
  });

  it('rejects when the page cannot be fetched, and tries again next time', async () => {
    const {loadMissingStaticBlocks, registerStaticPage} = await runtime();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('gone', {status: 404}))
      .mockResolvedValueOnce(new Response(page({a: 'Back'})));
    vi.stubGlobal('fetch', fetch);
    registerStaticPage('/docs/there', 'a');
    await expect(loadMissingStaticBlocks(['/docs/there'])).rejects.toThrow('HTTP 404');
    await expect(loadMissingStaticBlocks(['/docs/there'])).resolves.toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says to reload when the fetched page lacks a block (an older deploy)', async () => {
    const {useStaticBlock, loadStaticBlocks} = await runtime();
    vi.stubGlobal('fetch', async () => new Response(page({old: 'Old text'})));
    await loadStaticBlocks('/docs/there');
    expect(() => useStaticBlock('new', '/docs/there')).toThrow(/Reload the page/);
  });

  it('reaches the router through the preload hook once a doc has loaded the runtime', async () => {
    vi.resetModules();
    const hook = await import('../client/preloadHook');
    await expect(hook.loadMissingStaticBlocks(['/docs/there'])).resolves.toBeUndefined();
    const fetch = vi.fn(async () => new Response(page({a: 'Text'})));
    vi.stubGlobal('fetch', fetch);
    const {registerStaticPage} = await import('../client/staticBlocks');
    registerStaticPage('/docs/there', 'a');
    await hook.loadMissingStaticBlocks(['/docs/there']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
