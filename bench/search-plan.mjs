// The listing's search query before and after decision 041 (hidden categories, subcategories and brands left out;
// a word of a synonym group matched as an OR of LIKEs), timed on one PostgreSQL database, cache-free.
//
//   node bench/search-plan.mjs postgres://root@127.0.0.1:5432/shop_bench_<size> [runs]
// The database is one `npm run seed -- --products 100000` made (DATABASE_URL). Prints the median of `runs` runs of the
// page (32 rows, relevance order) and of its count, and each plan's top nodes.
import pg from 'pg';

const [url, runsText = '15'] = process.argv.slice(2);
if (!url) throw new Error('usage: node bench/search-plan.mjs <postgres url> [runs]');
const runs = Number(runsText);
const client = new pg.Client({ connectionString: url });
await client.connect();

const hidden = `p.category_id <> ALL(ARRAY(SELECT id FROM categories WHERE hidden))
  AND p.subcategory_id <> ALL(ARRAY(SELECT id FROM subcategories WHERE hidden))
  AND p.brand_id <> ALL(ARRAY(SELECT id FROM brands WHERE hidden))`;
const page = (where, phrase) => `SELECT p.id, p.name, c.name, s.name, b.name FROM products p
  JOIN categories c ON c.id = p.category_id JOIN subcategories s ON s.id = p.subcategory_id JOIN brands b ON b.id = p.brand_id
  WHERE ${where} ORDER BY lower(p.name) LIKE '%${phrase}%' DESC, p.sold DESC, p.id LIMIT 32`;
const count = (where) => `SELECT count(*) FROM products p WHERE ${where}`;
const cases = [
  ['shirt (a word with a group)', `p.active AND p.search_text LIKE '%shirt%'`, `p.active AND ${hidden} AND (p.search_text LIKE '%shirt%' OR p.search_text LIKE '%শার্ট%')`, 'shirt'],
  ['oxford (no group)', `p.active AND p.search_text LIKE '%oxford%'`, `p.active AND ${hidden} AND p.search_text LIKE '%oxford%'`, 'oxford'],
  ['punjabi (a word with a group)', `p.active AND p.search_text LIKE '%punjabi%'`, `p.active AND ${hidden} AND (p.search_text LIKE '%panjabi%' OR p.search_text LIKE '%punjabi%' OR p.search_text LIKE '%পাঞ্জাবি%' OR p.search_text LIKE '%পাঞ্জাবী%')`, 'punjabi'],
];

async function median(sql) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await client.query(sql);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)].toFixed(1);
}

async function plan(sql) {
  const { rows } = await client.query(`EXPLAIN (COSTS OFF) ${sql}`);
  return rows.map((r) => r['QUERY PLAN']).filter((line) => /Scan|BitmapOr|Limit|Sort|Aggregate/.test(line)).slice(0, 6).map((l) => l.trim()).join(' / ');
}

console.log('| search | before: page ms | after: page ms | before: count ms | after: count ms |');
console.log('|---|---|---|---|---|');
const plans = [];
for (const [name, before, after, phrase] of cases) {
  const cells = [await median(page(before, phrase)), await median(page(after, phrase)), await median(count(before)), await median(count(after))];
  console.log(`| ${name} | ${cells.join(' | ')} |`);
  plans.push(`${name}\n  before: ${await plan(page(before, phrase))}\n  after:  ${await plan(page(after, phrase))}`);
}
console.log(plans.join('\n'));
await client.end();
