// @vitest-environment happy-dom
import React, {act} from 'react';
import {createRoot} from 'react-dom/client';
import {describe, expect, it, vi} from 'vitest';
import Loading from '../index';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

type Props = Parameters<typeof Loading>[0];
const base: Props = {
  isLoading: true,
  pastDelay: false,
  timedOut: false,
  error: null,
  retry: () => {},
};

function render(props: Partial<Props>): HTMLElement {
  const container = document.createElement('div');
  act(() => createRoot(container).render(<Loading {...base} {...props} />));
  return container;
}

describe('Loading (a route whose code downloads)', () => {
  it('shows nothing before the delay has passed', () => {
    expect(render({}).innerHTML).toBe('');
  });

  it('says the page is loading once the delay has passed', () => {
    const status = render({pastDelay: true}).querySelector('[role="status"]');
    expect(status?.textContent).toBe('Loading…');
  });

  it('shows the error with a Retry button that calls retry', () => {
    const retry = vi.fn();
    const container = render({
      error: new Error('Loading chunk 12 failed.'),
      retry,
      pastDelay: true,
    });
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Loading chunk 12 failed.');
    expect(container.querySelector('[role="status"]')).toBeNull();
    act(() => alert!.querySelector('button')!.click());
    expect(retry).toHaveBeenCalledOnce();
  });
});
