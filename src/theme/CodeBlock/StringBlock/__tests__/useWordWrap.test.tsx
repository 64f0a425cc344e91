// @vitest-environment happy-dom
import React, {act} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, describe, expect, it} from 'vitest';
import useWordWrap from '../useWordWrap';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

type Shown = ReturnType<typeof useWordWrap> & {renders: number};
let shown: Shown | undefined;
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
function mount(tree: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(tree));
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  renders = 0;
  shown = undefined;
});

/** Makes the block report a content width larger than its box. */
function overflow(container: HTMLElement): void {
  Object.defineProperty(container.querySelector('pre')!, 'scrollWidth', {value: 500});
}

describe('useWordWrap', () => {
  it('renders a block that fits once, in or out of a tab panel', () => {
    mount(<Block />);
    expect(shown).toMatchObject({renders: 1, isCodeScrollable: false, isEnabled: false});
    act(() => root!.unmount());
    renders = 0;
    mount(
      <div role="tabpanel" hidden>
        <Block />
      </div>,
    );
    expect(shown?.renders).toBe(1);
  });

  it('measures again when its hidden tab panel is shown', async () => {
    const container = mount(
      <div role="tabpanel" hidden>
        <Block />
      </div>,
    );
    expect(shown?.isCodeScrollable).toBe(false);
    overflow(container);
    await act(async () => {
      container.querySelector('[role=tabpanel]')!.removeAttribute('hidden');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(shown?.isCodeScrollable).toBe(true);
  });

  it('wraps the code on toggle and unwraps it on the next', () => {
    const container = mount(<Block />);
    const code = container.querySelector('code')!;
    act(() => shown!.toggle());
    expect(shown?.isEnabled).toBe(true);
    expect(code.style.whiteSpace).toBe('pre-wrap');
    // Wrapped code keeps the button, so the reader can unwrap it.
    expect(shown?.isCodeScrollable).toBe(true);
    act(() => shown!.toggle());
    expect(shown?.isEnabled).toBe(false);
    expect(code.hasAttribute('style')).toBe(false);
  });
});
