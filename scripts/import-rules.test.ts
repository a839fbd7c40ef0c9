// README.md "Folder map": a wrong import arrow fails lint. Each row lints a one-line file placed in
// a layer and checks that ESLint's import rules refuse (or allow) it.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { expect, test } from 'vitest';

// The probe files do not exist on disk, so type-aware parsing is switched off for them.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter(
      (m) =>
        m.ruleId === 'import/no-restricted-paths' ||
        m.ruleId === '@typescript-eslint/no-restricted-imports',
    )
    .map((m) => m.message);
}

const cases: { from: string; code: string; allowed: boolean }[] = [
  {
    from: 'domain/probe.ts',
    code: "import type { Api } from '../api/api';\nexport type X = Api;\n",
    allowed: false,
  },
  {
    from: 'api/probe.ts',
    code: "import type { Pin } from '../domain/types';\nexport type X = Pin;\n",
    allowed: true,
  },
  {
    from: 'api/probe.ts',
    code: "import { x } from '../machines/catalogue';\nexport const y = x;\n",
    allowed: false,
  },
  {
    from: 'machines/probe.ts',
    code: "import type { Api } from '../api/api';\nexport type X = Api;\n",
    allowed: true,
  },
  {
    from: 'machines/probe.ts',
    code: "import { ApiError } from '../api/api';\nexport const y = ApiError;\n",
    allowed: false,
  },
  {
    from: 'machines/probe.ts',
    code: "import { x } from '../runtime/system';\nexport const y = x;\n",
    allowed: false,
  },
  {
    from: 'runtime/probe.ts',
    code: "import { x } from '../machines/app.machine';\nexport const y = x;\n",
    allowed: true,
  },
  {
    from: 'runtime/probe.ts',
    code: "import { x } from '../ui/app/app-routes';\nexport const y = x;\n",
    allowed: false,
  },
  {
    from: 'runtime/probe.ts',
    code: "import { useState } from 'react';\nexport const y = useState;\n",
    allowed: false,
  },
  {
    from: 'runtime/probe.ts',
    code: "import { useSelector } from '@xstate/react';\nexport const y = useSelector;\n",
    allowed: false,
  },
  {
    from: 'ui/probe.ts',
    code: "import { x } from '../runtime/system';\nexport const y = x;\n",
    allowed: true,
  },
  {
    from: 'scenarios/probe.ts',
    code: "import { x } from '../runtime/create-actors';\nexport const y = x;\n",
    allowed: true,
  },
  {
    from: 'scenarios/drivers/probe.ts',
    code: "import { x } from '../../ui/app/app-routes';\nexport const y = x;\n",
    allowed: false,
  },
  {
    from: 'ui/probe.ts',
    code: "import { x } from '../fixtures/generate';\nexport const y = x;\n",
    allowed: false,
  },
  {
    from: 'ui/probe.ts',
    code: "import { x } from '../fake-api/server';\nexport const y = x;\n",
    allowed: false,
  },
  {
    from: 'ui/probe.ts',
    code: "import { x } from '../scenarios/format';\nexport const y = x;\n",
    allowed: false,
  },
  {
    from: 'ui/player/probe.ts',
    code: "import { x } from '../../scenarios/format';\nexport const y = x;\n",
    allowed: true,
  },
  {
    from: 'fixtures/probe.ts',
    code: "import { x } from '../fake-api/server';\nexport const y = x;\n",
    allowed: false,
  },
  {
    from: 'fake-api/probe.ts',
    code: "import { x } from '../api/client';\nexport const y = x;\n",
    allowed: false,
  },
  {
    from: 'fake-api/probe.ts',
    code: "import type { Db } from '../domain/types';\nexport type X = Db;\n",
    allowed: true,
  },
  {
    from: 'property-tests/probe.test.ts',
    code: "import { x } from '../scripts/import-graph';\nexport const y = x;\n",
    allowed: false,
  },
  {
    from: 'machines/probe.test.ts',
    code: "import { x } from '../scripts/import-graph';\nexport const y = x;\n",
    allowed: false,
  },
  {
    from: 'scripts/probe.ts',
    code: "import { x } from '../machines/coverage';\nexport const y = x;\n",
    allowed: true,
  },
  {
    from: 'scenarios/probe.ts',
    code: "import { x } from '../property-tests/property-support';\nexport const y = x;\n",
    allowed: false,
  },
];

for (const c of cases) {
  const verdict = c.allowed ? 'may' : 'may not';
  const target =
    /from '(?:\.\.\/)+([^/]+)\//.exec(c.code)?.[1] ?? /from '([^']+)'/.exec(c.code)?.[1] ?? '?';
  const layer = c.from.split('/').slice(0, -1).join('/');
  test(`${layer}/ ${verdict} import ${target}/${c.code.includes('import type') ? ' (type)' : ''}`, async () => {
    const errors = await importErrors(c.from, c.code);
    if (c.allowed) expect(errors).toEqual([]);
    else expect(errors.length).toBeGreaterThan(0);
  });
}
