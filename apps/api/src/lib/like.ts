/** A LIKE pattern for "contains `text`": `%`, `_` and `\` typed by a person are letters, not wildcards. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
