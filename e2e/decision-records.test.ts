import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every decision record keeps the one template of docs/decisions/README.md, so a reader finds the date, the status
// and the three parts in the same places in every record.
const folder = new URL('../docs/decisions/', import.meta.url);
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe('decision records', () => {
  it('are numbered once each', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(records)('%s keeps the template', (name) => {
    const text = readFileSync(new URL(name, folder), 'utf8');
    const lines = text.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^# ${name.slice(0, 3)} [^:\\s]`));
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toMatch(/^Status: (?:accepted|superseded|proposed)\b/im);
    const parts = lines.filter((line) => /^## /.test(line));
    expect(parts).toEqual(['## Context', '## Decision', '## Consequences']);
  });
});
