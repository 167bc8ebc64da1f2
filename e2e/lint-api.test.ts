import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-fixture.js';

// The API's layers (docs/decisions/031, 061): routes -> workflows -> modules -> db. Each rule the layering relies on
// refuses a fixture that breaks it and keeps quiet on one that keeps it.
const code = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
const lint = async (path: string, from: string) => (await lintAs(path, code(from))).join('\n');

describe('API layer lint rules', () => {
  it('refuses a route that reaches tables through drizzle-orm or db/schema', async () => {
    expect(await lint('apps/api/src/routes/orders/fixture.routes.ts', 'drizzle-orm')).toMatch(/routes stay thin/);
    expect(await lint('apps/api/src/routes/orders/fixture.routes.ts', '../../db/schema/index')).toMatch(/routes stay thin/);
  });

  it('lets a route call a workflow or a module service', async () => {
    expect(await lint('apps/api/src/routes/orders/fixture.routes.ts', '../../workflows/place-order')).toBe('');
    expect(await lint('apps/api/src/routes/orders/fixture.routes.ts', '../../modules/orders/orders.service')).toBe('');
  });

  it('refuses a workflow that reaches tables through db/schema or drizzle-orm', async () => {
    expect(await lint('apps/api/src/workflows/fixture.ts', '../db/schema/index')).toMatch(/a workflow calls its modules' services, never tables/);
    expect(await lint('apps/api/src/workflows/place-order/fixture.ts', '../../db/schema/index')).toMatch(/never tables/);
    expect(await lint('apps/api/src/workflows/fixture.ts', 'drizzle-orm')).toMatch(/never tables/);
  });

  it("lets a workflow call a module's service and the transaction's handle type", async () => {
    expect(await lint('apps/api/src/workflows/fixture.ts', '../modules/orders/order-changes.service')).toBe('');
    expect(await lint('apps/api/src/workflows/fixture.ts', '../db/client')).toBe('');
  });

  it('refuses a workflow that imports a route', async () => {
    expect(await lint('apps/api/src/workflows/fixture.ts', '../routes/orders/orders.routes')).toMatch(/routes call workflows, never the other way round/);
  });

  it('refuses a module that imports a workflow', async () => {
    expect(await lint('apps/api/src/modules/orders/fixture.ts', '../../workflows/cancel-order')).toMatch(/a module owns its tables and knows no workflow/);
  });

  it("refuses a module that imports another module's internals, and lets it call that module's service", async () => {
    expect(await lint('apps/api/src/modules/orders/fixture.ts', '../promo/promo-admin')).toMatch(/never its internals/);
    expect(await lint('apps/api/src/modules/orders/fixture.ts', '../promo/promo.service')).toBe('');
  });

  it('lets a module read its own tables', async () => {
    expect(await lint('apps/api/src/modules/orders/fixture.ts', '../../db/schema/index')).toBe('');
  });
});
