// The endpoint table (docs/api.md, "Fake API endpoints"): it lists every route the fake API serves,
// and each curl example answers as documented, in order, against fresh fixtures.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { CONTROL_ROUTES } from './control-routes';
import { ROUTES } from './server';
import { startTestServer } from './testing';

const run = promisify(execFile);

async function endpointSection(): Promise<string> {
  const readme = await readFile('docs/api.md', 'utf8');
  const match = /<!-- endpoints:start -->([\s\S]*?)<!-- endpoints:end -->/.exec(readme);
  return match?.[1] ?? '';
}

test('the endpoint table of docs/api.md lists every route of the fake API', async () => {
  // Table cells may be padded (the formatter aligns columns): compare with single spaces.
  const section = (await endpointSection()).replace(/ +/g, ' ');
  const missing = [...ROUTES, ...CONTROL_ROUTES]
    .map((r) => `| ${r.method} | \`${r.path}\` |`)
    .filter((row) => !section.includes(row));
  expect(missing).toEqual([]);
});

test('every curl example of docs/api.md answers 2xx in the envelope', async () => {
  const section = await endpointSection();
  const examples = [...section.matchAll(/`(curl [^`]+)`/g)].map((m) => m[1] ?? '');
  expect(examples.length).toBeGreaterThanOrEqual(ROUTES.length);
  const s = await startTestServer();
  const dir = await mkdtemp(join(tmpdir(), 'pinstate-readme-'));
  const out = join(dir, 'body');
  try {
    for (const example of examples) {
      const command = `${example.replaceAll('http://127.0.0.1:3001', s.url).replace(' -o /dev/null', '')} -o '${out}' -w '%{http_code}'`;
      const { stdout } = await run('sh', ['-c', command]);
      expect(`${stdout} ${example}`).toMatch(/^2\d\d /);
      // Pictures, clips, survey pages and outside sites' pages are not JSON.
      if (!['/img/', '/video/', '/surveys/', '/outside/'].some((raw) => example.includes(raw))) {
        const text = await readFile(out, 'utf8');
        const body = text.trim().startsWith('{')
          ? (JSON.parse(text) as Record<string, unknown>)
          : null;
        // The raw data answers json-server's own shape; the rest use the envelope.
        if (!/'http:\/\/[^/]+\/_control\/(rest|db)\b/.test(command))
          expect(body, example).toHaveProperty('resource_response');
      }
    }
  } finally {
    await s.close();
    await rm(dir, { recursive: true, force: true });
  }
});
