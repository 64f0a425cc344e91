// A Markdown table keyboard users can scroll. Infima lets a table wider than the column scroll
// sideways, and a region that scrolls must be reachable without a mouse (WCAG 2.1.1), so the
// table joins the tab order while, and only while, it overflows.
import React, {useEffect, useRef, useState, type ComponentProps} from 'react';

export default function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) {
      return undefined;
    }
    const check = () => setOverflows(table.scrollWidth > table.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  // A scrolling region is operable by keyboard only if it can take focus: the exception the
  // rule's documentation itself names.
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <table ref={ref} {...props} tabIndex={overflows ? 0 : undefined} />;
}
