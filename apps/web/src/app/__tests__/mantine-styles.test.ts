import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * src/app/mantine.css loads the stylesheets of the Mantine components the app uses, not all of
 * Mantine's. These tests hold it to the code: a component used without its stylesheet, or one
 * of the components it is built from (Select draws with Combobox, Input, Popover…), fails here.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MANTINE_CSS = join(SRC, 'app/mantine.css');
const MANTINE = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const ESM = join(MANTINE, 'esm');
/** Mantine's global styles, needed whatever the components (mantine.dev "Global styles"). */
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The values (not types) each source file imports from @mantine/core. */
function usedMantineExports() {
  const used = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const [, names] of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@mantine\/core'/g)) {
      for (const name of (names ?? '').split(',').map((n) => n.trim())) {
        if (name && !name.startsWith('type '))
          used.set(name.split(/\s+as\s+/)[0] ?? name, file.slice(SRC.length + 1));
      }
    }
  }
  // @mantine/charts draws with core components of its own (its legends and tooltips with ColorSwatch):
  // their sheets are the app's to load as soon as it shows a chart.
  if (usesCharts()) {
    const charts = join(dirname(createRequire(import.meta.url).resolve('@mantine/charts/styles.css')), 'esm');
    for (const file of mjsFiles(charts)) {
      const text = readFileSync(file, 'utf8');
      for (const [, names] of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+"@mantine\/core"/g)) {
        for (const name of (names ?? '').split(',').map((n) => n.trim())) {
          if (/^[A-Z]/.test(name) && !used.has(name)) used.set(name, `@mantine/charts (${basename(file)})`);
        }
      }
    }
  }
  return used;
}

/** Whether any source file imports @mantine/charts. */
const usesCharts = () =>
  sourceFiles(SRC).some((file) => readFileSync(file, 'utf8').includes("from '@mantine/charts'"));

function mjsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mjsFiles(path);
    return entry.name.endsWith('.mjs') ? [path] : [];
  });
}

/** Where Mantine's index takes each export from. */
function mantineModules() {
  const index = readFileSync(join(ESM, 'index.mjs'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, names, from] of index.matchAll(/import\s+\{([^}]*)\}\s+from\s+"(\.[^"]+)"/g)) {
    for (const name of (names ?? '').split(',')) {
      modules.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
        join(ESM, from ?? ''),
      );
    }
  }
  return modules;
}

/**
 * The stylesheets a Mantine module draws with: every `X.module.mjs` (its class names) among the
 * modules it imports, directly or not, is the file styles/X.css.
 */
function sheetsOf(module: string, seen = new Set<string>(), sheets = new Set<string>()) {
  if (seen.has(module)) return sheets;
  seen.add(module);
  const text = readFileSync(module, 'utf8');
  for (const [, from] of text.matchAll(/(?:import|export)\s[^"]*?"(\.[^"]+)"/g)) {
    const path = resolve(dirname(module), from ?? '');
    if (path.endsWith('.module.mjs')) sheets.add(basename(path, '.module.mjs'));
    else sheetsOf(path, seen, sheets);
  }
  return sheets;
}

/** The sheets src/app/mantine.css imports, in order. */
const importedSheets = () =>
  [
    ...readFileSync(MANTINE_CSS, 'utf8').matchAll(/@import\s+["']@mantine\/core\/styles\/([\w-]+)\.css["']/g),
  ].map(([, name]) => name ?? '');

/** What the app's components need: each sheet with the first component that needs it. */
function neededSheets() {
  const modules = mantineModules();
  const needed = new Map<string, string>(GLOBAL_SHEETS.map((sheet) => [sheet, 'every page']));
  for (const [name, file] of usedMantineExports()) {
    const module = modules.get(name);
    if (!module) throw new Error(`${name} (imported in ${file}) is not an export of @mantine/core`);
    for (const sheet of sheetsOf(module)) if (!needed.has(sheet)) needed.set(sheet, `${name} in ${file}`);
  }
  return needed;
}

describe('the Mantine styles (src/app/mantine.css)', () => {
  it('has the stylesheet of every Mantine component the app uses and of the components it is built from', () => {
    const imported = new Set(importedSheets());
    const missing = [...neededSheets()]
      .filter(([sheet]) => !imported.has(sheet))
      .map(([sheet, by]) => `@import "@mantine/core/styles/${sheet}.css"; (for ${by})`);
    expect(missing, "add these lines to src/app/mantine.css, in Mantine's order").toEqual([]);
  });

  it('has no stylesheet that no component needs', () => {
    const needed = neededSheets();
    expect(importedSheets().filter((sheet) => !needed.has(sheet))).toEqual([]);
  });

  it("keeps Mantine's own order (styles.css), so a component's styles come after those it builds on", () => {
    const bundle = readFileSync(join(MANTINE, 'styles.css'), 'utf8');
    const positions = importedSheets().map((sheet) => ({
      sheet,
      at: bundle.indexOf(readFileSync(join(MANTINE, 'styles', `${sheet}.css`), 'utf8').trim()),
    }));
    expect(positions.filter((p) => p.at < 0).map((p) => p.sheet)).toEqual([]);
    const ordered = [...positions].sort((a, b) => a.at - b.at).map((p) => p.sheet);
    expect(positions.map((p) => p.sheet)).toEqual(ordered);
  });
});
