import { unpaidExpiryHoursOf, type Language } from '@shop/shared';
import type { MessageKind } from '../outbox';
import { bn } from './bn';
import { en } from './en';
import { formatTakaOfPoisha } from './format';
import type { MessageCatalogue, TextValues } from './types';

const CATALOGUES: Record<Language, MessageCatalogue> = { en, bn };

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  sms: string;
}

export interface RenderInput {
  kind: MessageKind;
  language: Language;
  name: string;
  data: Record<string, string | number | null>;
  secret: Record<string, string> | null;
  /** Where shoppers reach the shop (PUBLIC_URL); without it the texts carry no link to the order. */
  shopUrl?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value put in an e-mail's HTML goes through here: a reason typed by a shopper is text, never markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function str(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Only http(s) addresses become links; anything else is dropped (a tracking link typed by staff). */
function safeUrl(value: string): string {
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : '';
}

function amount(value: string | number | null | undefined, language: Language): string {
  const poisha = typeof value === 'number' ? value : Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(poisha) && poisha > 0 ? formatTakaOfPoisha(poisha, language) : '';
}

/** A reason as written, except the one the shop writes itself on an unpaid order, said in the message's language. */
function reasonIn(reason: string, language: Language): string {
  const hours = unpaidExpiryHoursOf(reason);
  return hours === null ? reason : (CATALOGUES[language] ?? en).unpaidExpiryReason(hours);
}

function valuesOf(input: RenderInput): TextValues {
  const { data, language } = input;
  const orderId = str(data.order_id);
  return {
    name: input.name.trim(),
    orderNumber: str(data.order_number),
    orderUrl: input.shopUrl && orderId ? `${input.shopUrl.replace(/\/+$/, '')}/manageaccount/order/${encodeURIComponent(orderId)}` : '',
    total: amount(data.total, language),
    refund: amount(data.refund_amount, language),
    reason: reasonIn(str(data.reason), language),
    courier: str(data.courier),
    trackingNumber: str(data.tracking_number),
    trackingUrl: safeUrl(str(data.tracking_url)),
    decision: str(data.decision),
    channel: str(data.channel),
    link: safeUrl(str(input.secret?.link)),
    newEmail: str(data.new_email),
    helpUrl: input.shopUrl ? `${input.shopUrl.replace(/\/+$/, '')}/help-center` : '',
  };
}

/** The message of a kind in the account's language: e-mail subject, plain text and HTML, and the SMS. */
export function renderMessage(input: RenderInput): RenderedMessage {
  const catalogue = CATALOGUES[input.language] ?? en;
  const texts = catalogue.kinds[input.kind];
  const v = valuesOf(input);
  const subject = texts.subject(v);
  const paragraphs = texts.body(v);
  const action = texts.action?.(v);
  const link = action && action.url ? action : null;
  const greeting = catalogue.greeting(v.name);

  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...(link ? [`${link.label}: ${link.url}`, ''] : []), catalogue.signOff, '', '--', catalogue.footer].join('\n');

  const html = `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:'Noto Sans Bengali','Hind Siliguri',Arial,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">Bazar</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#ea580c;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>` : ''}
<p>${escapeHtml(catalogue.signOff)}</p>
<p style="font-size:12px;color:#71717a;border-top:1px solid #e4e4e7;padding-top:12px">${escapeHtml(catalogue.footer)}</p>
</div></body></html>`;

  return { subject, text, html, sms: texts.sms(v) };
}
