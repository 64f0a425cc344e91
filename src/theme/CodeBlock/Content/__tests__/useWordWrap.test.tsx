// @vitest-environment happy-dom
import React, {act} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import useWordWrap from '../useWordWrap';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

/** A ResizeObserver that reports each observed element at once, and again on `resizeAll`. */
const observed = new Map<Element, () => void>();
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe(element: Element): void {
    observed.set(element, () => this.callback());
    this.callback();
  }
  disconnect(): void {
    observed.clear();
  }
}
const resizeAll = () => act(() => observed.forEach((report) => report()));

let shown: (ReturnType<typeof useWordWrap> & {renders: number}) | undefined;
let renders = 0;

function Block(): React.ReactNode {
  const wordWrap = useWordWrap();
  renders += 1;
  shown = {...wordWrap, renders};
  return (
    <pre ref={wordWrap.codeBlockRef}>
      <code>const answer = 42;</code>
    </pre>
  );
}

let root: Root | undefined;
function mount(): HTMLPreElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<Block />));
  return container.querySelector('pre')!;
}

beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver));
afterEach(() => {
  act(() => root?.unmount());
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  renders = 0;
  shown = undefined;
});

describe('useWordWrap', () => {
  it('renders a block that fits once', () => {
    mount();
    expect(shown).toMatchObject({renders: 1, isCodeScrollable: false, isEnabled: false});
  });

  it('shows the wrap button once the block is laid out wider than its box', () => {
    const block = mount();
    Object.defineProperty(block, 'scrollWidth', {value: 500});
    resizeAll();
    expect(shown?.isCodeScrollable).toBe(true);
  });

  it('wraps the code on toggle and unwraps it on the next', () => {
    const block = mount();
    const code = block.querySelector('code')!;
    act(() => shown!.toggle());
    resizeAll();
    expect(shown?.isEnabled).toBe(true);
    expect(code.style.whiteSpace).toBe('pre-wrap');
    expect(shown?.isCodeScrollable).toBe(true);
    act(() => shown!.toggle());
    expect(shown?.isEnabled).toBe(false);
    expect(code.hasAttribute('style')).toBe(false);
  });
});
