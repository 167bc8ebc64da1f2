import { localDigits } from './format';
import type { MessageCatalogue, TextValues } from './types';

const order = (v: TextValues) => ({ label: 'আপনার অর্ডার দেখুন', url: v.orderUrl });
const decisions: Record<string, string> = { approved: 'অনুমোদিত হয়েছে', rejected: 'গ্রহণ করা হয়নি', refunded: 'টাকা ফেরত দেওয়া হয়েছে' };
/** গেটওয়ের ফেরত যেখানে গেল: টাকা যে পথে এসেছিল সেই পথে। */
const refundWays: Record<string, string> = {
  sslcommerz: 'SSLCommerz-এর মাধ্যমে যে কার্ড বা বিকাশ/নগদ অ্যাকাউন্ট থেকে পেমেন্ট করেছিলেন সেখানে',
  bkash: 'যে বিকাশ অ্যাকাউন্ট থেকে পেমেন্ট করেছিলেন সেখানে',
};
const refundWay = (v: TextValues) => refundWays[v.channel] ?? 'যে পথে পেমেন্ট করেছিলেন সেখানে';

/** The shop's messages in Bengali (the same keys as en.ts). */
export const bn: MessageCatalogue = {
  greeting: (name) => (name ? `প্রিয় ${name},` : 'প্রিয় গ্রাহক,'),
  signOff: 'বাজার-এ কেনাকাটার জন্য ধন্যবাদ।',
  footer: 'বাজার-এ আপনার অ্যাকাউন্ট আছে বলে আপনি এই বার্তা পাচ্ছেন।',
  linkLabel: 'লিংক',
  unpaidExpiryReason: (hours) =>
    `${localDigits(String(hours), 'bn')} ঘণ্টার মধ্যে পেমেন্ট না আসায় অর্ডারটি নিজে থেকে বাতিল হয়েছে, পণ্যগুলো আবার বিক্রির জন্য ফিরে গেছে।`,
  kinds: {
    order_placed: {
      subject: (v) => `আপনার অর্ডার ${v.orderNumber} আমরা পেয়েছি`,
      body: (v) => [`ধন্যবাদ! ${v.total} মূল্যের আপনার অর্ডার ${v.orderNumber} আমরা পেয়েছি।`, 'অর্ডার নিশ্চিত হলে আমরা আপনাকে জানাব।'],
      action: order,
      sms: (v) => `বাজার: ${v.total} মূল্যের আপনার অর্ডার ${v.orderNumber} আমরা পেয়েছি। ধন্যবাদ!`,
    },
    order_confirmed: {
      subject: (v) => `আপনার অর্ডার ${v.orderNumber} নিশ্চিত হয়েছে`,
      body: (v) => [`আপনার অর্ডার ${v.orderNumber} নিশ্চিত হয়েছে। আমরা এটি প্রস্তুত করছি।`],
      action: order,
      sms: (v) => `বাজার: আপনার অর্ডার ${v.orderNumber} নিশ্চিত হয়েছে।`,
    },
    order_shipped: {
      subject: (v) => `আপনার অর্ডার ${v.orderNumber} পাঠানো হয়েছে`,
      body: (v) => [
        `আপনার অর্ডার ${v.orderNumber} ${v.courier || 'কুরিয়ার'}-এর কাছে দেওয়া হয়েছে।`,
        ...(v.trackingNumber ? [`ট্র্যাকিং নম্বর: ${v.trackingNumber}`] : []),
        ...(v.trackingUrl ? [`এখানে ট্র্যাক করুন: ${v.trackingUrl}`] : []),
      ],
      action: (v) => (v.trackingUrl ? { label: 'পার্সেল ট্র্যাক করুন', url: v.trackingUrl } : order(v)),
      sms: (v) => `বাজার: অর্ডার ${v.orderNumber} পাঠানো হয়েছে${v.courier ? ` (${v.courier})` : ''}${v.trackingNumber ? `, ট্র্যাকিং ${v.trackingNumber}` : ''}।`,
    },
    order_out_for_delivery: {
      subject: (v) => `আপনার অর্ডার ${v.orderNumber} আজ পৌঁছে দেওয়া হবে`,
      body: (v) => [`আপনার অর্ডার ${v.orderNumber} আজ পৌঁছে দেওয়ার জন্য রওনা হয়েছে। অনুগ্রহ করে ফোন কাছে রাখুন।`],
      action: order,
      sms: (v) => `বাজার: অর্ডার ${v.orderNumber} আজ পৌঁছে দেওয়া হবে।`,
    },
    order_delivered: {
      subject: (v) => `আপনার অর্ডার ${v.orderNumber} পৌঁছে গেছে`,
      body: (v) => [`আপনার অর্ডার ${v.orderNumber} পৌঁছে দেওয়া হয়েছে। আশা করি আপনার ভালো লাগবে!`],
      action: order,
      sms: (v) => `বাজার: অর্ডার ${v.orderNumber} পৌঁছে দেওয়া হয়েছে। ধন্যবাদ!`,
    },
    order_cancelled: {
      subject: (v) => `আপনার অর্ডার ${v.orderNumber} বাতিল হয়েছে`,
      body: (v) => [
        `আপনার অর্ডার ${v.orderNumber} বাতিল হয়েছে।`,
        ...(v.reason ? [`কারণ: ${v.reason}`] : []),
        ...(v.refund ? [`আমরা আপনাকে ${v.refund} ফেরত দেব।`] : []),
      ],
      action: order,
      sms: (v) => `বাজার: অর্ডার ${v.orderNumber} বাতিল হয়েছে।${v.refund ? ` ফেরত: ${v.refund}।` : ''}`,
    },
    proof_approved: {
      subject: (v) => `অর্ডার ${v.orderNumber}-এর পেমেন্ট পাওয়া গেছে`,
      body: (v) => [`অর্ডার ${v.orderNumber}-এর পেমেন্ট আমরা যাচাই করেছি: টাকা পাওয়া গেছে। ধন্যবাদ!`],
      action: order,
      sms: (v) => `বাজার: অর্ডার ${v.orderNumber}-এর পেমেন্ট পাওয়া গেছে।`,
    },
    proof_rejected: {
      subject: (v) => `অর্ডার ${v.orderNumber}-এর পেমেন্ট গ্রহণ করা যায়নি`,
      body: (v) => [
        `অর্ডার ${v.orderNumber}-এর জন্য পাঠানো পেমেন্টের প্রমাণ আমরা গ্রহণ করতে পারিনি।`,
        ...(v.reason ? [`কারণ: ${v.reason}`] : []),
        'আপনার অর্ডার থেকে নতুন প্রমাণ পাঠাতে পারেন।',
      ],
      action: order,
      sms: (v) => `বাজার: অর্ডার ${v.orderNumber}-এর পেমেন্টের প্রমাণ গ্রহণ করা হয়নি।${v.reason ? ` কারণ: ${v.reason}` : ''}`,
    },
    return_decided: {
      subject: (v) => `অর্ডার ${v.orderNumber}-এর ফেরতের অনুরোধ ${decisions[v.decision] ?? v.decision}`,
      body: (v) => [
        `অর্ডার ${v.orderNumber}-এর ফেরতের অনুরোধ ${decisions[v.decision] ?? v.decision}।`,
        ...(v.reason ? [`কারণ: ${v.reason}`] : []),
        ...(v.refund ? [`ফেরত: ${v.refund}`] : []),
      ],
      action: order,
      sms: (v) => `বাজার: অর্ডার ${v.orderNumber}-এর ফেরতের অনুরোধ ${decisions[v.decision] ?? v.decision}।${v.refund ? ` ফেরত: ${v.refund}।` : ''}`,
    },
    refund_done: {
      subject: (v) => `অর্ডার ${v.orderNumber}-এর টাকা ফেরত পাঠানো হয়েছে`,
      body: (v) => [
        `অর্ডার ${v.orderNumber}-এর ${v.refund || 'টাকা'} ${refundWay(v)} ফেরত পাঠানো হয়েছে।`,
        'আপনার ব্যাংক বা ওয়ালেটে দেখাতে কয়েক কার্যদিবস লাগতে পারে।',
      ],
      action: order,
      sms: (v) => `বাজার: অর্ডার ${v.orderNumber}-এর ${v.refund} ${v.channel === 'bkash' ? 'আপনার বিকাশে' : 'আপনার কার্ড বা ওয়ালেটে'} ফেরত পাঠানো হয়েছে।`,
    },
    password_reset: {
      subject: () => 'আপনার বাজার পাসওয়ার্ড রিসেট করুন',
      body: () => [
        'কেউ আপনার বাজার অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন। যদি আপনি হন, নিচের লিংক দিয়ে নতুন পাসওয়ার্ড দিন। লিংকটি একবারই, ৩০ মিনিটের জন্য কাজ করবে।',
        'আপনি না হলে এই বার্তাটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
      ],
      action: (v) => ({ label: 'নতুন পাসওয়ার্ড দিন', url: v.link }),
      sms: () => '',
    },
    email_verification: {
      subject: () => 'আপনার ই-মেইল ঠিকানা নিশ্চিত করুন',
      body: () => ['বাজার-এ স্বাগতম! নিচের লিংক দিয়ে নিশ্চিত করুন যে এটি আপনার ই-মেইল ঠিকানা।'],
      action: (v) => ({ label: 'ই-মেইল ঠিকানা নিশ্চিত করুন', url: v.link }),
      sms: () => '',
    },
    email_verification_reminder: {
      subject: () => 'মনে করিয়ে দিচ্ছি: আপনার ই-মেইল ঠিকানা নিশ্চিত করুন',
      body: () => ['আপনার বাজার ই-মেইল ঠিকানা এখনো নিশ্চিত করা হয়নি। নিচের লিংক দিয়ে নিশ্চিত করুন, যাতে অর্ডারের খবর আমরা আপনাকে জানাতে পারি।'],
      action: (v) => ({ label: 'ই-মেইল ঠিকানা নিশ্চিত করুন', url: v.link }),
      sms: () => '',
    },
    email_changed: {
      subject: () => 'আপনার বাজার অ্যাকাউন্টের ই-মেইল ঠিকানা বদলানো হয়েছে',
      body: (v) => [
        `আপনার বাজার অ্যাকাউন্টের ই-মেইল ঠিকানা বদলে ${v.newEmail} করা হয়েছে। এখন থেকে আমরা ওই ঠিকানায় লিখব।`,
        `আপনি নিজে না বদলে থাকলে হয়তো অন্য কেউ আপনার অ্যাকাউন্ট ব্যবহার করছে। ৭ দিনের মধ্যে নিচের বোতাম দিয়ে অ্যাকাউন্টটি ফিরিয়ে নিন: এতে এই ঠিকানা ফিরে আসবে, সব ডিভাইস থেকে সাইন আউট হবে এবং আপনি নতুন পাসওয়ার্ড বেছে নিতে পারবেন। বোতামটি আর কাজ না করলে হেল্প সেন্টার থেকে আমাদের লিখুন${v.helpUrl ? `: ${v.helpUrl}` : '।'}`,
      ],
      action: (v) => ({ label: 'আমার ই-মেইল ঠিকানা ফিরিয়ে আনুন', url: v.link }),
      sms: () => '',
    },
  },
};
