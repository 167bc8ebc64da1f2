import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository explains itself: what the shop does is in docs/product, how it is built in docs/architecture.md,
// why in docs/decisions. Nothing may send a reader to a document the repository does not hold.
const root = fileURLToPath(new URL('..', import.meta.url));
const self = relative(root, fileURLToPath(import.meta.url));

/** Citations of the documents the shop was first built from, which are not in the repository. */
const OUTSIDE = [
  /storefront\.md|accounts-and-purchase/i,
  /\b(?:DESIGN|STYLE)\.md\b/,
  /\/work\/shared/,
  /§/,
  /\b(?:storefront|accounts?|purchase|the|our|old|per|by the|with the)[ -]specs?\b/i,
  /\bspec's\b/i,
  /\bspecs? (?:says|say|quotes|lists|shows|message|messages|text|texts|table|asks|has|names|wants|requires|does|describes|keeps|calls|expects|allows|leaves|puts|mentions|only|documents?)\b/i,
];

const BINARY = /\.(?:png|jpe?g|webp|gif|ico|woff2?|ttf|pdf|zip|gz|br)$/i;

function trackedTextFiles(): { path: string; text: string }[] {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  return paths
    .filter((path) => path !== self && path !== 'package-lock.json' && !BINARY.test(path) && existsSync(join(root, path)))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** `file:line: text` of every line matching one of `patterns`. */
function findLines(files: { path: string; text: string }[], patterns: RegExp[]): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, index) => (patterns.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

const decisionNumbers = new Set(readdirSync(join(root, 'docs/decisions')).map((name) => name.slice(0, 3)));

describe('the repository cites only what it holds', () => {
  const files = trackedTextFiles();

  it('cites no document from outside the repository', () => {
    expect(findLines(files, OUTSIDE)).toEqual([]);
  });

  it('cites only docs/… files that exist', () => {
    const missing = files.flatMap(({ path, text }) =>
      [...text.matchAll(/\bdocs\/[\w./-]*?[\w-]\.md\b/g)].map((match) => match[0]).filter((cited) => !cited.includes('NNN') && !existsSync(join(root, cited))).map((cited) => `${path}: ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it('cites only decision records that exist', () => {
    const missing = files.flatMap(({ path, text }) =>
      [...text.matchAll(/\bdocs\/decisions\/(\d{3})\b/g)].filter((match) => !decisionNumbers.has(match[1]!)).map((match) => `${path}: ${match[0]}`),
    );
    expect(missing).toEqual([]);
  });

  it('links, in docs/, only to files that exist', () => {
    const broken = files
      .filter(({ path }) => path.startsWith('docs/') && path.endsWith('.md'))
      .flatMap(({ path, text }) =>
        [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
          .map((match) => match[1]!)
          .filter((target) => !/^[a-z]+:/i.test(target) && !existsSync(join(root, dirname(path), target)))
          .map((target) => `${path}: ${target}`),
      );
    expect(broken).toEqual([]);
  });

  it('finds the citations it looks for', () => {
    const sample = [{ path: 'x.ts', text: ['// accounts spec §8', '/** storefront.md: 50 px */', '// STYLE.md says', "// the spec's text", '// the same spec gives the same bytes'].join('\n') }];
    expect(findLines(sample, OUTSIDE)).toHaveLength(4);
  });
});
