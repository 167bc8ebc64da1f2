/** A page number to link to, or a gap ('…') between distant ones. */
type PageLink = number | 'gap';

/**
 * The pages a pager shows: always the first and last, the current one with `around` neighbours on
 * each side, and gaps for the rest. A gap of a single page is shown as that page instead.
 */
export function pageLinks(current: number, total: number, around = 1): PageLink[] {
  if (total <= 1) return [1];
  const wanted = new Set([1, total]);
  for (let p = current - around; p <= current + around; p += 1) if (p >= 1 && p <= total) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const links: PageLink[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) links.push(previous + 1);
    else if (page - previous > 2) links.push('gap');
    links.push(page);
    previous = page;
  }
  return links;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
