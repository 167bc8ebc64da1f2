import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvSchema, readEnv } from './env';
import { ENV_EXAMPLE_PATH, envExample } from './env-example';

const file = readFileSync(ENV_EXAMPLE_PATH, 'utf8');

/** The variables of .env.example as if every `# NAME=value` line were uncommented. */
function exampleValues(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => [name, value]));
}

describe('.env.example', () => {
  it('is what npm run env:example writes from apps/api/src/env.ts (run it after changing the schema)', () => {
    expect(file, 'run `npm run env:example` and commit .env.example').toBe(envExample());
  });

  it('lists every variable of the env schema, each once, and nothing else', () => {
    const names = [...file.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name);
    expect(names).toEqual(Object.keys(EnvSchema.shape));
  });

  it("gives each variable the schema's default, which the shop accepts", () => {
    const values = exampleValues(file);
    expect(values).toMatchObject({ PORT: '3000', DATA_DIR: './data', LOG_LEVEL: 'info', STAFF_API_REMOTE: 'false', DATABASE_URL: '' });
    // Uncommented as it stands, the file configures the shop exactly as no file at all.
    expect(readEnv(values)).toEqual(readEnv({}));
  });

  it('gives each variable a meaning above it', () => {
    const blocks = file.split('\n\n').slice(1);
    expect(blocks).toHaveLength(Object.keys(EnvSchema.shape).length);
    for (const block of blocks) {
      const lines = block.split('\n');
      expect(lines.length, block).toBeGreaterThan(1);
      expect(lines.slice(0, -1).join(' ').replace(/# /g, '').trim().length, block).toBeGreaterThan(10);
    }
  });

  it('refuses a variable with no description, naming it', () => {
    const schema = z.object({ DESCRIBED: z.string().default('x').describe('A variable with a meaning.'), BARE_VARIABLE: z.string().optional() });
    expect(() => envExample(schema)).toThrow(/No description for BARE_VARIABLE: add \.describe/);
  });
});
