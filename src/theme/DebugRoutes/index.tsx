// The debug plugin's route list (/__docusaurus/debug/routes), written for a route table that
// loads in sections (src/plugins/lean-bundle/client/routeSections.ts). The stock page lists the
// table as it stands, which in the browser holds only the sections visited so far; this one loads
// every section first and lists each top-level route, a group's routes in place of the group.
// It renders in the browser only: the server's table has no sections, and its list would differ.
import React, {Suspense, use, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import routes from '@generated/routes';
import DebugLayout from '@theme/DebugLayout';
import DebugJsonView from '@theme/DebugJsonView';
import Heading from '@theme/Heading';
import {
  loadAllRoutes,
  isGroupRoute,
  type Route,
} from '@site/src/plugins/lean-bundle/client/routeSections';
import styles from './styles.module.css';

// The generated table, in the shape routeSections.ts gives it.
const table = routes as unknown as Route[];
let allLoaded: Promise<void> | undefined;

function topLevelRoutes(list: readonly Route[]): Route[] {
  return list.flatMap((route) =>
    isGroupRoute(route) ? (route.routes ?? []).filter((child) => child.path !== '*') : [route],
  );
}

function RouteList(): ReactNode {
  use((allLoaded ??= loadAllRoutes(table)));
  return (
    <ul className="clean-list">
      {topLevelRoutes(table).map(({path, exact, routes: children}) => (
        <li key={path} className={styles.route}>
          <code className={styles.path}>{path}</code>
          <span className={styles.exact}>
            exact: <code>{String(Boolean(exact))}</code>
          </span>
          {children && <DebugJsonView src={children} />}
        </li>
      ))}
    </ul>
  );
}

export default function DebugRoutes(): ReactNode {
  const loading = <p>Loading the route table…</p>;
  return (
    <DebugLayout>
      <Heading as="h2">Routes</Heading>
      <BrowserOnly fallback={loading}>
        {() => (
          <Suspense fallback={loading}>
            <RouteList />
          </Suspense>
        )}
      </BrowserOnly>
    </DebugLayout>
  );
}
