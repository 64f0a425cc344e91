/**
 * A ```mermaid live diagram that Mermaid draws in the browser, with its build-time drawing in its
 * place until then. Without it the diagram took no room until Mermaid had drawn it, and the page
 * below moved down by the diagram's height as the reader scrolled to it. The live drawing is laid
 * over the build's, invisible, and takes its place once it holds an SVG (or an error
 * message): both come from the same source and the same Mermaid, so the page barely moves (a
 * label measured differently, or a Gantt chart drawn for a phone's width, can change the height).
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import StaticDiagram, {type DrawnDiagram} from './StaticDiagram';
import styles from './styles.module.css';

export default function LiveDiagram({
  drawn,
  children,
}: {
  drawn: DrawnDiagram;
  /** The live diagram: drawn once it nears the viewport, so its holder must stay laid out. */
  children: ReactNode;
}): ReactNode {
  const holder = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = holder.current;
    if (shown || !element) {
      return undefined;
    }
    // The theme renders its container only with a drawing in it; a failure (of the drawing, or
    // of the download of Mermaid) shows its message with a button to try again.
    const drawnLive = () =>
      element.querySelector('.docusaurus-mermaid-container svg, button') !== null;
    if (drawnLive()) {
      setShown(true);
      return undefined;
    }
    const observer = new MutationObserver(() => {
      if (drawnLive()) {
        observer.disconnect();
        setShown(true);
      }
    });
    observer.observe(element, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [shown]);
  return (
    <div className={styles.liveFrame}>
      {!shown && <StaticDiagram {...drawn} />}
      <div ref={holder} className={shown ? undefined : styles.liveDrawing}>
        {children}
      </div>
    </div>
  );
}
