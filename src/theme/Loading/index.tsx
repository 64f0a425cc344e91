// Replaces the framework's fallback Loading instead of wrapping it (pinned in
// src/plugins/lean-bundle/__tests__/frameworkPinsReplaced.ts). Route components show it while
// their code downloads, which the router's preload makes rare, and when that download failed.
// The original draws its error box and an animated SVG with inline styles, in the main bundle of
// every page. This one shows what lazily loaded parts of a page show (LazyBoundary): the error
// with a Retry button, or a spinner once the delay has passed.
import React, {type ComponentProps, type ReactNode} from 'react';
import type LoadingType from '@theme/Loading';
import {LoadError, Spinner} from '@site/src/components/LazyBoundary';
import styles from './styles.module.css';

type Props = ComponentProps<typeof LoadingType>;

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <LoadError
        className={styles.box}
        error={error instanceof Error ? error : new Error(String(error))}
        onRetry={retry}
      />
    );
  }
  return pastDelay ? <Spinner className={styles.box} /> : null;
}
