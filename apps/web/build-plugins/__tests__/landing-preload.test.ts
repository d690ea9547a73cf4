import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { activationScript, landingFiles } from '../landing-preload';

const chunk = (
  fileName: string,
  imports: string[],
  options: { facade?: string; entry?: boolean; css?: string[]; size?: number } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  code: 'x'.repeat(options.size ?? 10),
  isEntry: options.entry ?? false,
  facadeModuleId: options.facade ?? null,
  imports,
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], {
    entry: true,
    facade: '/app/src/main.tsx',
  }),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/routes.js': chunk('assets/routes.js', ['assets/index.js', 'assets/core.js'], {
    facade: '/app/src/routes.tsx',
    size: 300,
  }),
  'assets/core.js': chunk('assets/core.js', ['assets/react.js'], { size: 50 }),
  'assets/layout.js': chunk('assets/layout.js', ['assets/core.js', 'assets/ui.js'], {
    facade: '/app/src/layout.tsx',
    size: 200,
  }),
  'assets/ui.js': chunk('assets/ui.js', [], { css: ['assets/ui.css'], size: 900 }),
  'assets/other-page.js': chunk('assets/other-page.js', ['assets/ui.js'], { facade: '/app/src/other.tsx' }),
  'assets/ui.css': { type: 'asset' as const, fileName: 'assets/ui.css', names: ['ui.css'], source: 'a{}' },
};

describe('landingFiles', () => {
  it("lists the landing's chunks and what they import, smallest first, leaving out what the entry loads", () => {
    expect(landingFiles(bundle, ['/app/src/routes.tsx', '/app/src/layout.tsx'])).toEqual({
      scripts: ['assets/core.js', 'assets/layout.js', 'assets/routes.js', 'assets/ui.js'],
      styles: ['assets/ui.css'],
    });
  });

  it('refuses a module that has no chunk of its own (the links would be incomplete)', () => {
    expect(() => landingFiles(bundle, ['/app/src/routes.tsx', '/app/src/gone.tsx'])).toThrow(/gone\.tsx/);
  });
});

describe('activationScript', () => {
  /** Runs the script against a page with this storage and path; answers what it moved into the head. */
  function run(token: string | null, pathname: string) {
    const moved: unknown[] = [];
    const content = { links: 2 };
    runInNewContext(
      activationScript({ templateId: 'landing-files', sessionKey: 'token', paths: /^\/dashboard(\/.*)?$/ }),
      {
        localStorage: { getItem: (key: string) => (key === 'token' ? token : null) },
        location: { pathname },
        document: {
          getElementById: (id: string) => (id === 'landing-files' ? { content } : null),
          head: { append: (node: unknown) => moved.push(node) },
        },
      },
    );
    return moved;
  }

  it('moves the links into the head for a signed-in user at one of the paths', () => {
    expect(run('abc', '/dashboard')).toHaveLength(1);
    expect(run('abc', '/dashboard/staff')).toHaveLength(1);
  });

  it('fetches nothing signed out or elsewhere', () => {
    expect(run(null, '/dashboard')).toEqual([]);
    expect(run('abc', '/login')).toEqual([]);
    expect(run('abc', '/dashboards')).toEqual([]);
  });
});
