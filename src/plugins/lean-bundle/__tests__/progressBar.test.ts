import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

type FakeElement = {
  id: string;
  className: string;
  style: Record<string, string>;
  children: FakeElement[];
  attributes: Record<string, string>;
  removed: boolean;
  append: (child: FakeElement) => void;
  remove: () => void;
  setAttribute: (name: string, value: string) => void;
};

function element(): FakeElement {
  const el: FakeElement = {
    id: '',
    className: '',
    style: {},
    children: [],
    attributes: {},
    removed: false,
    append: (child) => el.children.push(child),
    remove: () => {
      el.removed = true;
    },
    setAttribute: (name, value) => {
      el.attributes[name] = value;
    },
  };
  return el;
}

let body: FakeElement;
beforeEach(() => {
  vi.useFakeTimers();
  body = element();
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', {createElement: element, body});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

const shownBars = () => body.children.filter((root) => !root.removed);
const position = (root: FakeElement) => root.children[0]!.style.transform;

describe('route change progress bar', () => {
  it("appears with nprogress's markup at 8 %, creeps on, then fills, fades and leaves", async () => {
    const {default: progressBar} = await import('../client/progressBar');
    expect(progressBar.configure()).toBe(progressBar);
    progressBar.start();
    const [root] = shownBars();
    expect(root!.id).toBe('nprogress');
    expect(root!.children[0]!.className).toBe('bar');
    expect(root!.children[0]!.children[0]!.className).toBe('peg');
    expect(position(root!)).toBe('translate3d(-92%,0,0)');
    vi.advanceTimersByTime(1000);
    expect(position(root!)).not.toBe('translate3d(-92%,0,0)');

    progressBar.done();
    expect(position(root!)).toBe('translate3d(0%,0,0)');
    vi.advanceTimersByTime(200);
    expect(root!.style.opacity).toBe('0');
    vi.advanceTimersByTime(200);
    expect(shownBars()).toEqual([]);
  });

  it('does nothing when done comes before any start', async () => {
    const {default: progressBar} = await import('../client/progressBar');
    progressBar.done();
    expect(body.children).toEqual([]);
  });

  it('moves less as it nears the end, and never reaches it while loading', async () => {
    const {nextValue} = await import('../client/progressBar');
    let value = 0.08;
    const steps: number[] = [];
    for (let i = 0; i < 500; i += 1) {
      const next = nextValue(value);
      steps.push(next - value);
      value = next;
    }
    expect(value).toBeLessThan(1);
    expect(steps[0]).toBeGreaterThan(steps[30]!);
  });
});
