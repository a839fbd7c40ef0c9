// react-router's forwardRef components made pure at build time (docs/decisions/112): a bundle
// that renders a Link keeps Link and its name, and leaves the Form out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { routerComponents } from './pure-router-components';

/** The plugin's transform of a react-router module's code. */
function pureRouterComponents(code: string): string {
  const transform = routerComponents().transform as (
    code: string,
    id: string,
  ) => { code: string } | null;
  return (
    transform(code, '/x/node_modules/react-router/dist/production/chunk-TEST.mjs')?.code ?? code
  );
}

const routerEntry = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** The bundle of `entry` as the app's build makes it, with React left out. */
async function bundle(entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        enforce: 'pre',
        resolveId: (id) => (id === 'entry' ? id : id === 'react-router' ? routerEntry : null),
        load: (id) => (id === 'entry' ? entry : null),
      },
      routerComponents(),
    ],
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: 'entry',
        external: (id) => /^(react|react-dom)(\/|$)/.test(id),
        preserveEntrySignatures: 'strict',
        output: { format: 'es' },
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('the build returned no bundle');
  return result.output.map((file) => ('code' in file ? file.code : '')).join('\n');
}

describe('pureRouterComponents', () => {
  it('a build that renders a Link only leaves react-router Form out and keeps the Link named', async () => {
    const code = await bundle("export { Link } from 'react-router';");
    expect(code).toContain('"Link"');
    expect(code).not.toContain('"Form"');
    expect(code).not.toContain('fetcher.Form');
  }, 60_000);

  it('names each component as react-router does', () => {
    const dir = path.dirname(routerEntry);
    const chunk = readdirSync(dir)
      .filter((name) => /^chunk-\w+\.mjs$/.test(name))
      .map((name) => readFileSync(path.join(dir, name), 'utf8'))
      .find((code) => code.includes('.forwardRef('));
    if (!chunk) throw new Error(`no react-router module with forwardRef components in ${dir}`);
    const out = pureRouterComponents(chunk);
    for (const name of ['Link', 'NavLink', 'Form'])
      expect(out).toContain(`var ${name} = /* @__PURE__ */ withDisplayName(`);
    expect(out).not.toMatch(/^\w+\.displayName = "(Link|NavLink|Form)";$/m);
  });

  it('a module of another shape fails the build rather than passing unchanged', () => {
    expect(() => pureRouterComponents('var Link = React.forwardRef(render);\n')).toThrow(
      /no longer of the known shape/,
    );
    expect(() =>
      pureRouterComponents(
        'var Link = React.forwardRef(\n  render\n);\nLink.displayName = "Link";\nvar Form = React.forwardRef(render);\n',
      ),
    ).toThrow(/no longer of the known shape/);
  });
});
