// Wraps the stock not-found message (kept as it is) to add suggestions below it, inside its main
// landmark: the same page in other docs versions, pages with a similar path and a search
// prefilled from the path.
// It also names the tab: under /docs/ the docs plugin renders this content without the
// not-found page around it, which left the tab with the bare site title.
// The suggestions depend on the browser's URL, so they render after hydration anyway; their code
// loads then too, and stays out of the doc page chunks (the docs plugin's DocRoot imports this
// component for URLs under /docs/ that match no doc).
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import styles from './styles.module.css';

type Props = WrapperProps<typeof NotFoundContentType>;

function useSuggestionsComponent(): ComponentType | undefined {
  const [component, setComponent] = useState<ComponentType>();
  useEffect(() => {
    let cancelled = false;
    import('@site/src/components/NotFoundSuggestions').then(
      ({default: NotFoundSuggestions}) => {
        if (!cancelled) {
          setComponent(() => NotFoundSuggestions);
        }
      },
      // Without them the not-found message above still stands on its own.
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return component;
}

/** Marks the stock message's <main>, where the suggestions go. */
const MESSAGE_CLASS = 'not-found-message';

/** The stock message's <main>, once it is in the document. */
function useMessageElement(): Element | null {
  const [main, setMain] = useState<Element | null>(null);
  useEffect(() => {
    setMain(document.querySelector(`main.${MESSAGE_CLASS}`));
  }, []);
  return main;
}

export default function NotFoundContentWrapper(props: Props): ReactNode {
  const NotFoundSuggestions = useSuggestionsComponent();
  const main = useMessageElement();
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <NotFoundContent {...props} className={clsx(props.className, MESSAGE_CLASS)} />
      {NotFoundSuggestions &&
        main &&
        createPortal(
          // The same column as the stock message, at the end of its main landmark.
          <div className={clsx('row', styles.below)}>
            <div className="col col--6 col--offset-3">
              <NotFoundSuggestions />
            </div>
          </div>,
          main,
        )}
    </>
  );
}
