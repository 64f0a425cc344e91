// The debug plugin's registry page (/__docusaurus/debug/registry), for a registry that the
// browser holds without module paths and in sections (src/plugins/lean-bundle/registryLoader.cjs).
// The stock page lists the registry in hand, so the browser showed empty paths, other entries
// than the server, and React reported a hydration mismatch. This one lists each entry's name and
// module path from a module both builds share (`registry.js?paths`); the browser loads it while
// the list hydrates, so the list keeps the server's text until then.
import React, {Suspense, use, type ReactNode} from 'react';
import DebugLayout from '@theme/DebugLayout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Entries = [name: string, modulePath: string][];

let entries: Promise<Entries> | undefined;

function loadEntries(): Promise<Entries> {
  entries ??= import('@generated/registry?paths').then((module) => module.default);
  return entries;
}

function RegistryList(): ReactNode {
  return (
    <ul className="clean-list">
      {use(loadEntries()).map(([name, modulePath]) => (
        <li key={name} className={styles.entry}>
          <code>{name}</code> <code className={styles.path}>{modulePath}</code>
        </li>
      ))}
    </ul>
  );
}

export default function DebugRegistry(): ReactNode {
  return (
    <DebugLayout>
      <Heading as="h2">Registry</Heading>
      <p>Each entry&apos;s chunk name and the module it loads.</p>
      <Suspense fallback={<p>Loading the registry…</p>}>
        <RegistryList />
      </Suspense>
    </DebugLayout>
  );
}
