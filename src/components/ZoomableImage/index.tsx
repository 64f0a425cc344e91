/**
 * A content image that opens larger in a dialog. The image sits in a button, so a keyboard
 * reader can open it with Enter or Space; closing the dialog returns focus to that button.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ZoomDialog from '@site/src/components/ZoomDialog/lazy';
import {useZoom} from '@site/src/components/ZoomDialog/useZoom';
import styles from './styles.module.css';

interface Props {
  src: string;
  alt: string;
  /** The image as rendered in the page. */
  children: ReactNode;
}

export default function ZoomableImage({src, alt, children}: Props): ReactNode {
  const zoom = useZoom();
  const label = alt
    ? translate(
        {
          id: 'site.zoom.image.labelled',
          message: 'Enlarge image: {alt}',
          description: 'Accessible name of the button around a content image',
        },
        {alt},
      )
    : translate({
        id: 'site.zoom.image',
        message: 'Enlarge image',
        description: 'Accessible name of the button around a content image without alt text',
      });
  return (
    <>
      <button
        ref={zoom.triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-label={label}
        onClick={zoom.open}>
        {children}
      </button>
      {zoom.isOpen && (
        <ZoomDialog caption={alt || label} onClose={zoom.close}>
          <img src={src} alt={alt} className={styles.large} />
        </ZoomDialog>
      )}
    </>
  );
}
