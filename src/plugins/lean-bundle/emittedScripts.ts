/**
 * Where the lean-bundle plugins rewrite emitted files: after minification, before the bundler's
 * final content hashing (realContentHash), which then names each file after what it holds.
 */
import type {Compilation, Compiler, sources} from 'webpack';

export type Rewrite = (compilation: Compilation, RawSource: typeof sources.RawSource) => void;

export function beforeContentHashing(compiler: Compiler, name: string, rewrite: Rewrite): void {
  const {Compilation: CompilationClass, sources: webpackSources} = compiler.webpack;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap(
      {name, stage: CompilationClass.PROCESS_ASSETS_STAGE_SUMMARIZE},
      () => rewrite(compilation, webpackSources.RawSource),
    );
  });
}
