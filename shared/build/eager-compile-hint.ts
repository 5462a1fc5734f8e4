import { Compilation, rspack, type Compiler } from '@rspack/core';

const PLUGIN = 'EagerCompileHintPlugin';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has every function compiled
 * eagerly, on the background thread that streams the script in, instead of on the main thread when each
 * function is first called. Other engines read it as a comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts every JavaScript chunk of a browser build with EAGER_COMPILE_HINT (issue 9, TBT). A chunk of ours
 * loads only when the page runs it: the shell's runtime and singletons at start, a remote's entry and the
 * chunks of the modules a page shows. Lazily, V8 compiled each module's factory (react-dom's is 175 KB) on
 * the main thread the moment it was first required, inside the start-up tasks Lighthouse counts as blocking.
 * Added after minification (which drops comments) and before the real content hash, so file names follow.
 */
export class EagerCompileHintPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new rspack.sources.ConcatSource(EAGER_COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}
