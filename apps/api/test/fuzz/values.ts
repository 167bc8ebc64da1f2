// What a hostile or broken client sends, as JSON values, path segments, query values and header values.

const long = (n: number) => 'ক'.repeat(n);
/** Arrays nested `depth` deep: parsers and validators that recurse meet their stack here. */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

export const HOSTILE_STRINGS: readonly string[] = [
  '', ' ', '\u0000', 'a\u0000b', '\n', 'Rahima\nStatus     delivered    Payment: paid', 'x\r\ny', '\t', '\u001b[2J\u001b[31mred', '\u009b31m',
  '\u202eesuoH', '\u2066x\u2069', '\u2028', '\ud800', '\udfff', 'a\ud83d', '\uffff', '\ufeffBOM', 'এ\u200dখ', '😀', 'বাংলা',
  long(1000), long(70_000), "' OR 1=1 --", '"; DROP TABLE orders; --', '../../etc/passwd', '<script>alert(1)</script>', '${7*7}',
  '%00', '%s%n', 'null', 'true', 'NaN', 'Infinity', '-1', '0', '1.5', '2147483648', '99999999999999999999', '1e309', '0x10',
  'WELCOME10', 'Cash On Delivery', 'Bkash', 'bkash', 'pending', 'cancelled', 'delivered', 'paid', 'approve', 'M', 'ONE',
  '01712345678', 'a@b.co', 'x@example.com\u0000', '2026-02-30', '2026-11-20', '2026-11-20T18:00:00Z',
  '00000000-0000-0000-0000-000000000000', 'BZ-2611-00000000', 'data:image/png;base64,AAAA', 'data:image/png;base64,%%%',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0, -0, -1, 1, 2, 5, 1.5, -2147483648, 2147483647, 2147483648, -2147483649, 4294967296, Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, 5e-324, -1e308, 100_000_000, 100_000_001, 10_000, 10_001,
];

export const HOSTILE_OTHERS: readonly unknown[] = [
  null, true, false, [], [1], ['a'], [null], {}, { a: 1 }, { '': '' }, [[[[]]]], nested(2_000), { $gt: '' }, { toString: 'x' },
  Array.from({ length: 1000 }, (_, i) => i), Array.from({ length: 300 }, () => '00000000-0000-4000-8000-000000000000'),
];

/** Path segments, already as they appear in a URL (some percent-encodings are broken on purpose). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '0', '-1', '1.5', '1e3', '0x10', '2147483647', '2147483648', '99999999999999999999', 'abc', '%00', 'a%00b', '%0A', '%0D%0A',
  '%1B%5B31m', '%E2%80%AE', '%ED%A0%80', '%FF', '%', '%zz', '..', '%2e%2e', '%2F', 'x'.repeat(199), 'x'.repeat(260), '%20',
  'BZ-2611-00000000', 'bz-2611-00000000', '00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF',
  "'", '%22', '%3Cscript%3E', '%F0%9F%98%80', '%E0%A6%AC%E0%A6%BE', '%C0%80', 'null', 'undefined',
];

/** Put into an otherwise good value, so the value passes every other check and goes as deep as it can. */
export const CONTROLS: readonly string[] = ['\u0000', '\n', '\r\n', '\t', '\u001b[31m', '\u007f', '\u0085', '\u009b', '\u202e', '\u2028', '\ud800', '\udc00'];

/** Numbers just past what a column or a rule allows. */
export const EDGE_NUMBERS: readonly number[] = [0, -1, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e21, 1.5, 10_001];

/** Good query parameters of the routes that read them, to spoil one at a time. */
export const GOOD_QUERIES: ReadonlyArray<readonly [string, string]> = [
  ['search', 'cotton shirt'], ['category', 'men'], ['subcategory', 't-shirt'], ['brand', 'bata'], ['colour', 'Red'], ['sort', 'popularity'],
  ['page', '2'], ['limit', '10'], ['status', 'pending'], ['product_id', '1'], ['redirect', '/account'], ['state', 'abc'], ['code', 'abc'],
];

/** Query names the routes read, and a few they do not. */
export const QUERY_NAMES: readonly string[] = [
  'search', 'q', 'category', 'subcategory', 'brand', 'colour', 'sort', 'page', 'limit', 'status', 'product_id', 'redirect',
  'code', 'state', 'error', 'iss', 'token', '__proto__', 'constructor', 'a[b]', '',
];

/** Raw query values: some well encoded by the caller, these left as broken as a client may send them. */
export const RAW_QUERY_VALUES: readonly string[] = ['%', '%zz', '%00', '%ED%A0%80', '%FF', '%C0%80', '%0A', '%E2%80%AE', 'a+b', '&', '=', ''];

/** Header values a real HTTP parser lets through: visible ASCII, tabs and Latin-1 bytes. */
export const HOSTILE_HEADER_VALUES: readonly string[] = [
  '', ' ', 'x', '\tx', 'ñandú', '\u00ff\u00fe', 'a'.repeat(300), 'a'.repeat(8000), '"quoted"', 'key with spaces', '%00', '../..', 'null',
  'Bearer', 'Bearer ', 'Bearer x.y.z', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', 'Staff ', 'Staff x', 'Basic Zm9vOmJhcg==',
];

export const CONTENT_TYPES: readonly string[] = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream',
  'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/jsonx', 'application/xml', 'json', '*/*', ';;;',
];

/** Bodies sent as JSON that are not JSON, or not what any route reads. */
export const BROKEN_JSON: readonly string[] = [
  '{', '{"a":', '[', '}', 'nul', 'tru', '"\u0000"', '{"a":1}x', '{"a":1,}', "{'a':1}", '{"a":"\\ud800"}', '{"a":"\\u0000"}',
  '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`, '\u0000', '\ufeff{}', '{"a":1e999}', '{"a":-}', ' ', '0', '""', 'null',
];
