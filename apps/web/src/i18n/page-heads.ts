/**
 * What a drawn page says of itself in its head (docs/decisions/065): its own namespace, `pageHead`, which only the
 * server's renderer loads (entry-server.tsx), so no shopper downloads texts that only crawlers and link previews
 * read. Both languages here; the type keeps their keys the same.
 */
const en = {
  siteTitle: 'Bazar — Online Shopping in Bangladesh',
  siteDescription: 'Bazar: clothing, accessories, electronics and home goods delivered across Bangladesh. Prices in taka, cash on delivery, 7-day returns.',
  categoryTitle: '{{name}}: buy online in Bangladesh | Bazar',
  categoryDescription_one: '{{count, number}} product in {{name}} at Bazar. Prices in taka, cash on delivery across Bangladesh, 7-day returns.',
  categoryDescription_other: '{{count, number}} products in {{name}} at Bazar. Prices in taka, cash on delivery across Bangladesh, 7-day returns.',
  listTitle: '{{name}} | Bazar',
};

export type PageHeadTexts = typeof en;

const bn: PageHeadTexts = {
  siteTitle: 'Bazar — বাংলাদেশে অনলাইন কেনাকাটা',
  siteDescription: 'Bazar: পোশাক, অ্যাক্সেসরিজ, ইলেকট্রনিক্স ও ঘরের জিনিস, সারা বাংলাদেশে ডেলিভারি। দাম টাকায়, ক্যাশ অন ডেলিভারি, ৭ দিনে ফেরত।',
  categoryTitle: '{{name}}: বাংলাদেশে অনলাইনে কিনুন | Bazar',
  categoryDescription_one: 'Bazar-এ {{name}}-এর {{count, number}}টি পণ্য। দাম টাকায়, সারা বাংলাদেশে ক্যাশ অন ডেলিভারি, ৭ দিনে ফেরত।',
  categoryDescription_other: 'Bazar-এ {{name}}-এর {{count, number}}টি পণ্য। দাম টাকায়, সারা বাংলাদেশে ক্যাশ অন ডেলিভারি, ৭ দিনে ফেরত।',
  listTitle: '{{name}} | Bazar',
};

export const PAGE_HEADS = { en, bn };
