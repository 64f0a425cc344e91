import {describe, expect, it, vi} from 'vitest';
import {afterBuildWriters, startBuildWriter} from '../buildWriters';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('build writers', () => {
  it('waits for writers started in the same loop, even after the waiting hook', async () => {
    const events: string[] = [];
    // As Docusaurus does: every postBuild hook is called in one synchronous loop.
    const hooks = [
      async () => {
        await afterBuildWriters();
        events.push('listed the build');
      },
      async () => {
        const done = startBuildWriter();
        try {
          await tick(30);
          events.push('wrote the index');
        } finally {
          done();
        }
      },
    ];
    await Promise.all(hooks.map((hook) => hook()));
    expect(events).toEqual(['wrote the index', 'listed the build']);
  });

  it('does not wait for a writer that failed', async () => {
    const failing = (async () => {
      const done = startBuildWriter();
      try {
        await tick(5);
        throw new Error('disk full');
      } finally {
        done();
      }
    })();
    await expect(failing).rejects.toThrow('disk full');
    await expect(afterBuildWriters()).resolves.toBeUndefined();
  });

  it('waits for a writer that loaded its own copy of the module, as each Docusaurus plugin does', async () => {
    vi.resetModules();
    const writerCopy = await import('../buildWriters');
    expect(writerCopy.startBuildWriter).not.toBe(startBuildWriter);
    const events: string[] = [];
    const listing = (async () => {
      await afterBuildWriters();
      events.push('listed the build');
    })();
    const done = writerCopy.startBuildWriter();
    await tick(20);
    events.push('wrote the index');
    done();
    await listing;
    expect(events).toEqual(['wrote the index', 'listed the build']);
  });
});
