import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The parts of Rolldown's output this plugin reads. */
type OutputFile =
  | {
      type: 'chunk';
      fileName: string;
      code: string;
      isEntry: boolean;
      facadeModuleId: string | null;
      imports: readonly string[];
      viteMetadata?: { importedCss: ReadonlySet<string> };
    }
  | { type: 'asset'; fileName: string; names: readonly string[]; source: string | Uint8Array };
type Bundle = Record<string, OutputFile>;

const SCRIPT_NAME = 'landing-preload.js';

export type LandingPreloadOptions = {
  /** The modules the landing screen renders from (its routes, layout, first page), from the root. */
  modules: readonly string[];
  /** The id of the <template> that holds the links, which the app itself may turn on too. */
  templateId: string;
  /** The local-storage key whose presence means a signed-in user. */
  sessionKey: string;
  /** Matches the paths that open the landing screen for a signed-in user. */
  paths: RegExp;
};

/** Every chunk a chunk needs before it runs: itself and what it imports, at any depth. */
function staticClosure(bundle: Bundle, fileNames: readonly string[]) {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (found.has(fileName) || file?.type !== 'chunk') return;
    found.add(fileName);
    for (const imported of file.imports) visit(imported);
  };
  for (const fileName of fileNames) visit(fileName);
  return found;
}

/**
 * The files of the landing screen that the page's entry does not load itself: its scripts and their
 * stylesheets, entry's own files and the entry left out (they load anyway).
 */
export function landingFiles(bundle: Bundle, moduleIds: readonly string[]) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entry = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const loadedByEntry = staticClosure(bundle, entry);
  const landing = chunks
    .filter((chunk) => chunk.facadeModuleId !== null && moduleIds.includes(chunk.facadeModuleId))
    .map((chunk) => chunk.fileName);
  if (landing.length !== moduleIds.length) {
    throw new Error(`landing-preload: no chunk of its own for one of ${moduleIds.join(', ')}`);
  }
  const scripts = [...staticClosure(bundle, landing)].filter((fileName) => !loadedByEntry.has(fileName));
  const styles = new Set<string>();
  for (const fileName of scripts) {
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  }
  // Smallest first: a small file's time is mostly the round trip, in which the entry's own download
  // keeps the line; the large ones, which share it for long, start last.
  const bySize = (a: string, b: string) => sizeOf(bundle[a]) - sizeOf(bundle[b]);
  return { scripts: scripts.sort(bySize), styles: [...styles].sort(bySize) };
}

const sizeOf = (file: OutputFile | undefined) =>
  !file ? 0 : file.type === 'chunk' ? file.code.length : file.source.length;

/** The script that turns the links on: a signed-in user at one of the paths, and nothing else. */
export const activationScript = ({
  templateId,
  sessionKey,
  paths,
}: Pick<LandingPreloadOptions, 'templateId' | 'sessionKey' | 'paths'>) =>
  `try{localStorage.getItem(${JSON.stringify(sessionKey)})&&${paths}.test(location.pathname)&&` +
  `document.head.append(document.getElementById(${JSON.stringify(templateId)}).content)}catch(e){}\n`;

/**
 * Opening the app at the landing screen (the dashboard, after a reload or from a bookmark) fetches
 * its files at once, beside the entry's, instead of once the entry has downloaded and run: on a
 * slow connection the entry alone takes most of a second. The page carries their links in an inert
 * <template>; a tiny script (no module, so it runs as soon as it is in) moves them into the head
 * when a session is stored and the path leads there. Signed out, nothing more is fetched.
 */
export function landingPreload(options: LandingPreloadOptions): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'fastforward:landing-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    buildStart() {
      this.emitFile({ type: 'asset', name: SCRIPT_NAME, source: activationScript(options) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle as Bundle | undefined;
        if (!bundle) return;
        const moduleIds = options.modules.map((module) => resolve(root, module));
        const { scripts, styles } = landingFiles(bundle, moduleIds);
        const script = Object.values(bundle).find(
          (file) => file.type === 'asset' && file.names.includes(SCRIPT_NAME),
        );
        if (!script) throw new Error(`landing-preload: ${SCRIPT_NAME} is not in the bundle`);
        const link = (rel: string, fileName: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `${base}${fileName}` },
        });
        return [
          {
            tag: 'template',
            attrs: { id: options.templateId },
            children: [
              ...styles.map((fileName) => link('stylesheet', fileName)),
              ...scripts.map((fileName) => link('modulepreload', fileName)),
            ],
            injectTo: 'head',
          },
          { tag: 'script', attrs: { async: true, src: `${base}${script.fileName}` }, injectTo: 'head' },
        ];
      },
    },
  };
}
