// The modal's error screen, shown by the search bar while the index cannot be fetched (see
// localSearchTransform). It is placed inside DocSearch's result area and styled with
// DocSearch's own error screen classes.
import React, {type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {ErrorTexts} from '../../client/translations';

export default function ErrorScreen({
  container,
  texts,
}: {
  container: Element;
  texts: ErrorTexts;
}): ReactNode {
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{texts.titleText}</p>
      <p className="DocSearch-Help">{texts.helpText}</p>
    </div>,
    container,
  );
}
