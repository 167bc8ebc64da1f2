import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The repository's own lint rules, run on a fixture text as if it were the named file. A test of a rule lints a file
// that breaks it and one that keeps it, so a rule that stops firing (a glob that no longer matches, a pattern that
// drifted) fails a test instead of passing quietly. The fixture is never written to disk.
const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint | undefined;

/** The messages the repository's lint gives `code` as the file `path` (relative to the repository's root). */
export async function lintAs(path: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}
