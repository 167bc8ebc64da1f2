import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-fixture.js';

// The harness itself: an existing rule fires on a file that breaks it and keeps quiet on one that does not.
describe('lint fixtures', () => {
  it('refuses a shop feature that imports another feature', async () => {
    const messages = await lintAs('apps/web/src/features/cart/fixture.ts', "import { x } from '../wishlist/x';\nexport const y = x;\n");
    expect(messages.join('\n')).toMatch(/features never import another feature/);
  });

  it('lets a feature import its own files', async () => {
    expect(await lintAs('apps/web/src/features/cart/fixture.ts', "import { x } from './x';\nexport const y = x;\n")).toEqual([]);
  });
});
