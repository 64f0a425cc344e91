/**
 * Lets one postBuild hook wait for the others that write files into the build folder.
 * Docusaurus runs every plugin's postBuild at once, so a hook that lists the folder (the PWA
 * precache manifest) can otherwise run before another hook (the search index) has written.
 */
// Docusaurus loads each plugin with a fresh module cache (jiti, requireCache off), so the PWA
// plugin and a writer each get their own copy of this module: the set they share has to live on
// the process, not in the module.
const PENDING = Symbol.for('docusaurus-website.build-writers');
const processState = globalThis as typeof globalThis & {[PENDING]?: Set<Promise<void>>};
const pending = (processState[PENDING] ??= new Set<Promise<void>>());

/**
 * Call at the very start of a postBuild hook that writes files into the build, before its
 * first `await`; call the returned function when it is done (in a `finally`).
 */
export function startBuildWriter(): () => void {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  pending.add(done);
  return () => {
    pending.delete(done);
    finish();
  };
}

/** Resolves once every build writer has finished. */
export async function afterBuildWriters(): Promise<void> {
  // Docusaurus calls all postBuild hooks in one synchronous loop: after one turn of the event
  // loop, the writers listed after the caller have started (and registered) too.
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.all(pending);
}
