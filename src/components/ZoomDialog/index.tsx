/**
 * A modal dialog showing an image or a diagram at a larger size: a native <dialog> opened with
 * showModal(), so the rest of the page is inert. Escape, the close button or a click on the
 * backdrop close it; Tab stays inside it. The zoom-in animation is skipped for readers who
 * prefer reduced motion (see styles.module.css).
 */
import React, {useEffect, useId, useRef, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import IconClose from '@site/src/components/icons/IconClose';
import styles from './styles.module.css';

export interface ZoomDialogProps {
  /** Shown under the content and used as the dialog's accessible name (an image's alt text). */
  caption: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling through the dialog's own controls. */
function trapFocus(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') {
    return;
  }
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export default function ZoomDialog({caption, onClose, children}: ZoomDialogProps): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const captionId = useId();
  // The dialog opens once; a new onClose from a re-render must not reopen it.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) {
      return undefined;
    }
    dialog.showModal();
    const onCancel = (event: Event) => {
      // Escape: let React unmount the dialog rather than the browser hiding it.
      event.preventDefault();
      onCloseRef.current();
    };
    const onClick = (event: MouseEvent) => {
      // A click on the dialog element itself, outside the figure, is a click on the backdrop.
      if (event.target === dialog) {
        onCloseRef.current();
      }
    };
    const onKeyDown = (event: KeyboardEvent) => trapFocus(dialog, event);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.close();
    };
  }, []);

  const closeLabel = translate({
    id: 'site.zoom.close',
    message: 'Close',
    description: 'Label of the button closing an enlarged image or diagram',
  });
  return createPortal(
    <dialog ref={ref} className={styles.dialog} aria-labelledby={captionId}>
      <button
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label={closeLabel}
        title={closeLabel}>
        <IconClose className={styles.closeIcon} />
      </button>
      <figure className={styles.figure}>
        <div className={styles.content}>{children}</div>
        <figcaption id={captionId} className={styles.caption}>
          {caption}
        </figcaption>
      </figure>
    </dialog>,
    document.body,
  );
}
