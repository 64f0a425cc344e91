// Tests React 18 features on the site's React (19): useId, transitions (useTransition),
// deferred values (useDeferredValue), Suspense with React.lazy, and automatic batching of state
// updates made outside React event handlers.
import React, {
  Suspense,
  lazy,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
} from 'react';
import Heading from '@theme/Heading';
import TestPage from '../_components/TestPage';

const LazyGreeting = lazy(() => import('./_LazyGreeting'));

function UseIdDemo() {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>A field labelled through useId </label>
      <input id={id} data-testid="use-id-input" />
    </p>
  );
}

function TransitionDemo() {
  const [isPending, startTransition] = useTransition();
  const [tab, setTab] = useState('first');
  return (
    <p>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => startTransition(() => setTab(tab === 'first' ? 'second' : 'first'))}>
        Switch in a transition
      </button>{' '}
      <span data-testid="transition-state">{isPending ? 'pending' : `showing ${tab}`}</span>
    </p>
  );
}

function DeferredDemo() {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  return (
    <p>
      <label>
        Type here{' '}
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid="deferred-input"
        />
      </label>{' '}
      deferred copy: <span data-testid="deferred-output">{deferred}</span>
    </p>
  );
}

function BatchingDemo() {
  const renders = useRef(0);
  const [a, setA] = useState(0);
  const [b, setB] = useState(0);
  const [rendersPerUpdate, setRendersPerUpdate] = useState<number | null>(null);
  renders.current += 1;
  const before = useRef(0);
  useEffect(() => {
    if (a > 0) {
      setRendersPerUpdate(renders.current - before.current);
    }
  }, [a, b]);
  return (
    <p>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => {
          before.current = renders.current;
          // Two updates in a timer callback: React 18+ batches them into one render.
          setTimeout(() => {
            setA((n) => n + 1);
            setB((n) => n + 1);
          }, 0);
        }}>
        Update two states in a timeout
      </button>{' '}
      <span data-testid="batching-result">
        a={a}, b={b}
        {rendersPerUpdate !== null && `, renders for both updates: ${rendersPerUpdate}`}
      </span>
    </p>
  );
}

function LazyDemo() {
  const [show, setShow] = useState(false);
  return (
    <div>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => setShow(true)}>
        Load a lazy component
      </button>
      {show && (
        <Suspense fallback={<p>Loading the lazy component…</p>}>
          <LazyGreeting />
        </Suspense>
      )}
    </div>
  );
}

export default function React18Tests(): React.JSX.Element {
  return (
    <TestPage
      title="React 18 features"
      tests="React 18 APIs on the site's React: useId, useTransition, useDeferredValue, Suspense with React.lazy and automatic batching.">
      <Heading as="h2">useId</Heading>
      <UseIdDemo />
      <Heading as="h2">useTransition</Heading>
      <TransitionDemo />
      <Heading as="h2">useDeferredValue</Heading>
      <DeferredDemo />
      <Heading as="h2">Automatic batching</Heading>
      <BatchingDemo />
      <Heading as="h2">Suspense and React.lazy</Heading>
      <LazyDemo />
    </TestPage>
  );
}
