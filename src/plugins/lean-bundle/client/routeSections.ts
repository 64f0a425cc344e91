/**
 * The browser side of the route table's sections (routeSections.cjs, routesLoader.cjs).
 *
 * The generated tables describe each route with its chunk names (`chunks`), and a route whose
 * children load on demand with `lazy` (a nested list, such as one docs version's docs) or
 * `group` (a top-level group for a path prefix). prepareRoutes turns these into what the router
 * and the framework expect: chunk names go to the routesChunkNames object under the key the
 * route's component is created with; the component is created the first time the router asks for
 * it; pending children are remembered until loadRoutesFor loads them.
 */
import type {ComponentType} from 'react';
import {matchRoutes, type RouteConfig, type RouteConfigComponentProps} from 'react-router-config';
import ComponentCreator from '@docusaurus/ComponentCreator';
import renderRoutes from '@docusaurus/renderRoutes';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';

type SectionModule = {default: Route[]};
type Loader = () => Promise<SectionModule>;

/** A route as the generated tables write it, before prepareRoutes. */
export type Route = Omit<RouteConfig, 'path' | 'routes'> & {
  path: string;
  chunks?: (typeof routesChunkNames)[string];
  lazy?: Loader;
  group?: Loader;
  routes?: Route[];
};

const pending = new Map<Route, Loader>();
const loading = new Map<Route, Promise<void>>();
const groups = new Set<Route>();
let catchAll: Route | undefined;
let routeCount = 0;

/** A group route renders the one of its routes that matches, or the not-found page. */
function RouteGroup({route}: RouteConfigComponentProps) {
  return renderRoutes(route?.routes ?? []);
}

export function prepareRoutes(list: Route[]): void {
  for (const route of list) {
    if (route.chunks !== undefined) {
      const key = (routeCount++).toString(36);
      routesChunkNames[`${route.path}-${key}`] = route.chunks;
      delete route.chunks;
      let component: ComponentType | undefined;
      Object.defineProperty(route, 'component', {
        enumerable: true,
        get: () => (component ??= ComponentCreator(route.path, key)),
      });
    } else if (route.path === '*') {
      catchAll = route;
    }
    const load = route.lazy ?? route.group;
    if (load) {
      pending.set(route, load);
      if (route.group) {
        groups.add(route);
        route.component = RouteGroup;
      }
      delete route.lazy;
      delete route.group;
      route.routes = [];
    }
    if (route.routes) {
      prepareRoutes(route.routes);
    }
  }
}

/** Whether a route is a top-level group, whose routes are a section's. */
export function isGroupRoute(route: Route): boolean {
  return groups.has(route);
}

/** What a section module exports: its routes, once its registry entries are in the registry. */
export function addSection(entries: Record<string, unknown>, list: Route[]): Route[] {
  Object.assign(registry, entries);
  prepareRoutes(list);
  return list;
}

function loadChildren(route: Route): Promise<void> {
  let promise = loading.get(route);
  if (promise === undefined) {
    promise = pending.get(route)!().then(
      ({default: children}) => {
        route.routes!.push(...children, ...(groups.has(route) && catchAll ? [catchAll] : []));
        pending.delete(route);
      },
      (error: unknown) => {
        // A later navigation tries again.
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, promise);
  }
  return promise;
}

/** How to load the sections `pathname` falls under that have not loaded yet (the first level). */
export function pendingSectionsFor(routes: Route[], pathname: string): Loader[] {
  return matchRoutes(routes, pathname).flatMap(({route}) => pending.get(route as Route) ?? []);
}

/** Loads the sections `pathname` falls under, so that matching it finds its routes. */
export async function loadRoutesFor(routes: Route[], pathname: string): Promise<void> {
  for (;;) {
    const waiting = matchRoutes(routes, pathname).filter(({route}) => pending.has(route as Route));
    if (waiting.length === 0) {
      return;
    }
    await Promise.all(waiting.map(({route}) => loadChildren(route as Route)));
  }
}

/** Loads every section (the debug routes page lists them all). */
export async function loadAllRoutes(routes: Route[]): Promise<void> {
  const waiting = (list: Route[]): Route[] =>
    list.flatMap((route) => [
      ...(pending.has(route) ? [route] : []),
      ...waiting(route.routes ?? []),
    ]);
  for (let next = waiting(routes); next.length > 0; next = waiting(routes)) {
    await Promise.all(next.map(loadChildren));
  }
}
