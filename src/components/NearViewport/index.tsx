/**
 * Renders its children only once its place on the page comes within `rootMargin` of the viewport,
 * so that what they download and run is paid for by readers who scroll to them. Without
 * IntersectionObserver the children render at once.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';

interface Props {
  children: ReactNode;
  /** How far outside the viewport rendering starts, as a CSS margin. */
  rootMargin?: string;
}

export default function NearViewport({children, rootMargin = '800px 0px'}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) {
      return undefined;
    }
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return <div ref={ref}>{near ? children : null}</div>;
}
