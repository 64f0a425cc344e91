/**
 * Runs a live code block (```jsx live) compiled at build time (src/plugins/live-playground), the
 * way react-live 4.1.8 runs what it compiles in the browser: the body is evaluated as a function
 * of the scope's names. A block evaluates to an element or a component; a `noInline` block calls
 * `render(element)` instead, once or more.
 */
import type {ComponentType, ReactNode} from 'react';

/** Whether a code block's meta string marks it `noInline`, as the live-codeblock theme reads it. */
export function isNoInline(metastring: string | null | undefined): boolean {
  return metastring?.includes('noInline') ?? false;
}

/** What a block produced: something to render, or the error react-live would print instead. */
export type LiveOutcome =
  | {element: ReactNode | ComponentType; error?: undefined}
  | {element?: undefined; error: string};

/**
 * Evaluates `body` with `scope`. For a `noInline` block, `onRender` receives each later call of
 * `render` (a timer in the block, say); the outcome holds the last call made while evaluating.
 */
export function runLiveCode(
  body: string,
  noInline: boolean,
  scope: Record<string, unknown>,
  onRender: (outcome: LiveOutcome) => void = () => {},
): LiveOutcome {
  const names = Object.keys(scope);
  const values = names.map((name) => scope[name]);
  try {
    if (!noInline) {
      return {element: new Function(...names, body)(...values) as ReactNode | ComponentType};
    }
    let outcome: LiveOutcome = {element: null};
    let evaluating = true;
    const render = (element: unknown) => {
      const next: LiveOutcome =
        element === undefined
          ? {error: 'SyntaxError: `render` must be called with valid JSX.'}
          : {element: element as ReactNode};
      if (evaluating) {
        outcome = next;
      } else {
        onRender(next);
      }
    };
    new Function(...names, 'render', body)(...values, render);
    evaluating = false;
    return outcome;
  } catch (error) {
    return {error: String(error)};
  }
}
