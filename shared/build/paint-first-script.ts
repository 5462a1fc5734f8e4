import { Compilation, rspack, type Compiler } from '@rspack/core';
import { compileStandaloneScript } from './standalone-script';

const PLUGIN = 'PaintFirstScriptPlugin';

/**
 * Puts the shell's paint-first script (shell/src/startup/paint-first.ts, with the files that run beside it) in
 * front of its entry: the page's HTML gets `<script defer src="{publicPath}paint-first.{hash}.js"
 * data-main="{entry}">` in place of the entry's own tag, and the script starts the entry once the page's main
 * picture has painted.
 */
export class PaintFirstScriptPlugin {
  constructor(private readonly options: { sources: readonly string[]; production: boolean }) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Compiled with each compilation, so a watching build picks up a change to the file.
      const script = compileStandaloneScript(this.options.sources, this.options.production);
      for (const source of this.options.sources) compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(script.file, new rspack.sources.RawSource(script.code), {
            immutable: true,
            minimized: true,
            javascriptModule: false,
          });
        },
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        const entries = data.assetTags.scripts.filter((tag) => typeof tag.attributes.src === 'string');
        if (entries.length !== 1) {
          throw new Error(`${PLUGIN} expects one entry script in the HTML, found ${entries.length}`);
        }
        const entry = entries[0]!;
        entry.attributes['data-main'] = entry.attributes.src;
        entry.attributes.src = data.publicPath + script.file;
        entry.attributes.defer = true;
        return data;
      });
    });
  }
}
