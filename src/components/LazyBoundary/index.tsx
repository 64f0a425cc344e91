/**
 * Loads a heavy component on demand. While its code downloads, a spinner holds its place; if the
 * download fails (a flaky connection, or a new deploy removed the old chunk), the reader sees what
 * went wrong and a Retry button that downloads it again, and the rest of the page keeps working.
 *
 * `React.lazy` remembers a failed import for good, so each retry builds a fresh lazy component.
 */
import React, {Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** A dynamic `import()` of a module whose default export is the component. */
export type ComponentLoader<P> = () => Promise<{default: ComponentType<P>}>;

/** Where the spinner or the error shows: the component's place, unless the caller names one. */
type PlaceProps = {className?: string};

/** A spinner and "Loading…", in the component's place; also shown by route components. */
export function Spinner({className = styles.placeholder}: PlaceProps): ReactNode {
  return (
    <div className={className} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>
        <Translate id="lazyBoundary.loading" description="Shown while a component downloads">
          Loading…
        </Translate>
      </span>
    </div>
  );
}

/** What went wrong, with a Retry button; also shown by components that load code on their own. */
export function LoadError({
  error,
  onRetry,
  className = styles.placeholder,
}: PlaceProps & {error: Error; onRetry: () => void}): ReactNode {
  return (
    <div className={`alert alert--danger ${className}`} role="alert">
      <p className={styles.message}>
        <Translate
          id="lazyBoundary.error"
          description="Shown when a component could not be downloaded, before the error text"
          values={{message: <code>{error.message}</code>}}>
          {'This part of the page could not be loaded: {message}'}
        </Translate>
      </p>
      <button type="button" className="button button--sm button--danger" onClick={onRetry}>
        <Translate id="lazyBoundary.retry" description="Button that downloads a component again">
          Retry
        </Translate>
      </button>
    </div>
  );
}

/** A component's code, downloaded once and then kept: `loaded()` is its component from then on. */
interface ComponentSource<P> {
  load: ComponentLoader<P>;
  loaded: () => ComponentType<P> | undefined;
}

function keep<P>(load: ComponentLoader<P>): ComponentSource<P> {
  let component: ComponentType<P> | undefined;
  return {
    load: () =>
      load().then((module) => {
        component = module.default;
        return module;
      }),
    loaded: () => component,
  };
}

function LazyBoundary<P extends object>({
  source,
  props,
  className,
}: PlaceProps & {
  source: ComponentSource<P>;
  props: P;
}): ReactNode {
  const [attempt, setAttempt] = useState(0);
  // Code downloaded already (`preload`, or another instance) renders at once, with no spinner.
  // A new attempt number means a new lazy component, hence a new import() call.
  const Component = useMemo(
    () => source.loaded() ?? lazy(source.load),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [source, attempt],
  );
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) => (
        <LoadError
          className={className}
          error={error}
          onRetry={() => {
            setAttempt((n) => n + 1);
            tryAgain();
          }}
        />
      )}>
      <Suspense fallback={<Spinner className={className} />}>
        <Component {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** A component whose code downloads on demand; `preload` downloads it ahead (it never rejects). */
export type LazyComponent<P> = ComponentType<P> & {preload: () => Promise<void>};

/**
 * A component that renders the one `load` resolves to, inside a LazyBoundary. `place.className`
 * styles the spinner and the error instead of the default block that keeps the component's place
 * (a popup's own class, say).
 */
export function lazyComponent<P extends object>(
  load: ComponentLoader<P>,
  place: PlaceProps = {},
): LazyComponent<P> {
  const source = keep(load);
  function LazyComponent(props: P): ReactNode {
    return <LazyBoundary source={source} props={props} className={place.className} />;
  }
  // A failed download is left for the boundary to show when the component renders.
  const preload = () =>
    source.load().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(LazyComponent, {preload});
}
