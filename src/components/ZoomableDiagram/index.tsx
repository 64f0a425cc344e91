/**
 * A diagram with an "Enlarge diagram" button that shows it again, larger, in a dialog. The
 * diagram itself stays a plain figure (its SVG may hold links); a click on it opens the dialog
 * too, while keyboard readers use the button.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import IconExpand from '@site/src/components/icons/IconExpand';
import ZoomDialog from '@site/src/components/ZoomDialog/lazy';
import {useZoom} from '@site/src/components/ZoomDialog/useZoom';
import styles from './styles.module.css';

interface Props {
  /** Renders the diagram: once in the page, once more in the dialog (`inDialog` true). */
  render: (inDialog: boolean) => ReactNode;
}

export default function ZoomableDiagram({render}: Props): ReactNode {
  const zoom = useZoom();
  const label = translate({
    id: 'site.zoom.diagram',
    message: 'Enlarge diagram',
    description: 'Label of the button showing a diagram larger in a dialog',
  });
  return (
    <div className={clsx('zoomable-diagram', styles.container)}>
      {/* A mouse shortcut for the button below, which is the keyboard and screen reader path. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.diagram} onClick={zoom.open}>
        {render(false)}
      </div>
      <button
        ref={zoom.triggerRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-label={label}
        title={label}
        onClick={zoom.open}>
        <IconExpand className={styles.icon} />
      </button>
      {zoom.isOpen && (
        <ZoomDialog
          caption={translate({
            id: 'site.zoom.diagram.caption',
            message: 'Diagram',
            description: 'Caption and accessible name of the dialog showing a diagram',
          })}
          onClose={zoom.close}>
          {render(true)}
        </ZoomDialog>
      )}
    </div>
  );
}
