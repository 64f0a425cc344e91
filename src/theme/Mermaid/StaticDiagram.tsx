/**
 * A diagram drawn at build time (src/plugins/mermaid-svg): its light and dark SVGs, of which CSS
 * shows the one for the page's colour mode. No script draws anything. On the page itself (not in
 * the zoom dialog's copy) each SVG's holder is a static block (src/plugins/static-blocks): a doc's
 * browser build takes the SVG from the page instead of carrying it in its script.
 */
import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface DrawnDiagram {
  /** The prefix of every id in both SVGs. */
  svgId: string;
  svgLight: string;
  svgDark: string;
}

/** Both SVGs; `idSuffix` renames their ids for a second copy on the page (the zoom dialog). */
export default function StaticDiagram({
  svgId,
  svgLight,
  svgDark,
  idSuffix,
}: DrawnDiagram & {idSuffix?: string}): ReactNode {
  // One object per SVG while they stay the same: React 19 compares `dangerouslySetInnerHTML` by
  // identity, and a new one on each render made it parse and lay out the SVG again.
  const [light, dark] = useMemo(() => {
    const copy = (svg: string) => ({
      __html: idSuffix ? svg.split(svgId).join(`${svgId}-${idSuffix}`) : svg,
    });
    return [copy(svgLight), copy(svgDark)];
  }, [svgId, svgLight, svgDark, idSuffix]);
  return (
    <div className={clsx('mermaid-svg', styles.static)}>
      <div
        className={styles.light}
        data-sb={idSuffix ? undefined : `${svgId}-light`}
        // SVG drawn by our own build from the page's source.
        dangerouslySetInnerHTML={light}
      />
      <div
        className={styles.dark}
        data-sb={idSuffix ? undefined : `${svgId}-dark`}
        // SVG drawn by our own build from the page's source.
        dangerouslySetInnerHTML={dark}
      />
    </div>
  );
}
