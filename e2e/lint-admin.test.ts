import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-fixture.js';

// The back office's layers (docs/decisions/062): thin routes over features, a kit below them, and small files.
const lines = (count: number) => `${Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join('\n')}\n`;

describe('back-office features', () => {
  it('refuse to import another feature', async () => {
    const messages = await lintAs('apps/web/src/admin/features/payments/fixture.tsx', "import { ReturnRow } from '../returns/return-row';\nexport const x = ReturnRow;\n");
    expect(messages.join('\n')).toMatch(/back-office features never import another feature/);
  });

  it('refuse to import a route', async () => {
    const messages = await lintAs('apps/web/src/admin/features/payments/fixture.tsx', "import Page from '../../routes/returns';\nexport const x = Page;\n");
    expect(messages.join('\n')).toMatch(/routes and layout compose features/);
  });

  it("still refuse the shop's code", async () => {
    const messages = await lintAs('apps/web/src/admin/features/payments/fixture.tsx', "import { x } from '../../../features/cart/x';\nexport const y = x;\n");
    expect(messages.join('\n')).toMatch(/the back office imports only lib\//);
  });

  it('may import their own files, the kit, api, components and the shared ui', async () => {
    const code = [
      "import { ProofCard } from './proof-card';",
      "import { ListPage } from '../../kit/list-page';",
      "import { useProofQueue } from '../../api/payments';",
      "import { errorText } from '../../components/error-text';",
      "import { Notice } from '../../../components/ui/notice';",
      'export const all = [ProofCard, ListPage, useProofQueue, errorText, Notice];',
      '',
    ].join('\n');
    expect(await lintAs('apps/web/src/admin/features/payments/fixture.tsx', code)).toEqual([]);
  });
});

describe('the back-office kit', () => {
  it('knows no feature', async () => {
    const messages = await lintAs('apps/web/src/admin/kit/fixture.tsx', "import { PaymentsScreen } from '../features/payments/payments-screen';\nexport const x = PaymentsScreen;\n");
    expect(messages.join('\n')).toMatch(/the kit knows no feature/);
  });

  it('may import its own parts and the shared ui', async () => {
    expect(await lintAs('apps/web/src/admin/kit/fixture.tsx', "import { Pager } from './pager';\nimport { Field } from '../../components/ui/field';\nexport const x = [Pager, Field];\n")).toEqual([]);
  });
});

describe('back-office routes', () => {
  it('may import features and the kit', async () => {
    expect(await lintAs('apps/web/src/admin/routes/fixture.tsx', "import { PaymentsScreen } from '../features/payments/payments-screen';\nimport { Page } from '../kit/page';\nexport const x = [PaymentsScreen, Page];\n")).toEqual([]);
  });

  it('stay at 120 lines', async () => {
    expect(await lintAs('apps/web/src/admin/routes/fixture.ts', lines(120))).toEqual([]);
    expect((await lintAs('apps/web/src/admin/routes/fixture.ts', lines(121))).join('\n')).toMatch(/max-lines: File has too many lines \(121\)\. Maximum allowed is 120/);
  });
});

describe('back-office feature files', () => {
  it('stay at 200 lines', async () => {
    expect(await lintAs('apps/web/src/admin/features/payments/fixture.ts', lines(200))).toEqual([]);
    expect((await lintAs('apps/web/src/admin/features/payments/fixture.ts', lines(201))).join('\n')).toMatch(/max-lines: File has too many lines \(201\)\. Maximum allowed is 200/);
  });
});
