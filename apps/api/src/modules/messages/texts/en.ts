import { unpaidExpiryReason } from '@shop/shared';
import type { MessageCatalogue, TextValues } from './types';

const order = (v: TextValues) => ({ label: 'View your order', url: v.orderUrl });
const decisions: Record<string, string> = { approved: 'approved', rejected: 'declined', refunded: 'refunded' };
/** Where a gateway refund went: back the way the money came. */
const refundWays: Record<string, string> = {
  sslcommerz: 'to the card or the bKash/Nagad account you paid with through SSLCommerz',
  bkash: 'to the bKash account you paid with',
};
const refundWay = (v: TextValues) => refundWays[v.channel] ?? 'the way you paid';

/** The shop's messages in English (the Bengali ones in bn.ts have the same keys). */
export const en: MessageCatalogue = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  signOff: 'Thank you for shopping with Bazar.',
  footer: 'You receive this message because you have an account at Bazar.',
  linkLabel: 'Link',
  unpaidExpiryReason,
  kinds: {
    order_placed: {
      subject: (v) => `We have your order ${v.orderNumber}`,
      body: (v) => [`Thank you! We received your order ${v.orderNumber} of ${v.total}.`, 'We will tell you when it is confirmed.'],
      action: order,
      sms: (v) => `Bazar: we received your order ${v.orderNumber} of ${v.total}. Thank you!`,
    },
    order_confirmed: {
      subject: (v) => `Your order ${v.orderNumber} is confirmed`,
      body: (v) => [`Your order ${v.orderNumber} is confirmed. We are getting it ready.`],
      action: order,
      sms: (v) => `Bazar: your order ${v.orderNumber} is confirmed.`,
    },
    order_shipped: {
      subject: (v) => `Your order ${v.orderNumber} is on its way`,
      body: (v) => [
        `Your order ${v.orderNumber} has been handed to ${v.courier || 'the courier'}.`,
        ...(v.trackingNumber ? [`Tracking number: ${v.trackingNumber}`] : []),
        ...(v.trackingUrl ? [`Track it here: ${v.trackingUrl}`] : []),
      ],
      action: (v) => (v.trackingUrl ? { label: 'Track your parcel', url: v.trackingUrl } : order(v)),
      sms: (v) => `Bazar: order ${v.orderNumber} shipped${v.courier ? ` with ${v.courier}` : ''}${v.trackingNumber ? `, tracking ${v.trackingNumber}` : ''}.`,
    },
    order_out_for_delivery: {
      subject: (v) => `Your order ${v.orderNumber} is out for delivery`,
      body: (v) => [`Your order ${v.orderNumber} is out for delivery today. Please keep your phone nearby.`],
      action: order,
      sms: (v) => `Bazar: order ${v.orderNumber} is out for delivery today.`,
    },
    order_delivered: {
      subject: (v) => `Your order ${v.orderNumber} was delivered`,
      body: (v) => [`Your order ${v.orderNumber} was delivered. We hope you enjoy it!`],
      action: order,
      sms: (v) => `Bazar: order ${v.orderNumber} was delivered. Thank you!`,
    },
    order_cancelled: {
      subject: (v) => `Your order ${v.orderNumber} was cancelled`,
      body: (v) => [
        `Your order ${v.orderNumber} was cancelled.`,
        ...(v.reason ? [`Reason: ${v.reason}`] : []),
        ...(v.refund ? [`We will refund ${v.refund} to you.`] : []),
      ],
      action: order,
      sms: (v) => `Bazar: order ${v.orderNumber} was cancelled.${v.refund ? ` Refund: ${v.refund}.` : ''}`,
    },
    proof_approved: {
      subject: (v) => `Payment received for order ${v.orderNumber}`,
      body: (v) => [`We checked your payment for order ${v.orderNumber}: it is received. Thank you!`],
      action: order,
      sms: (v) => `Bazar: payment for order ${v.orderNumber} received.`,
    },
    proof_rejected: {
      subject: (v) => `We could not accept the payment for order ${v.orderNumber}`,
      body: (v) => [
        `We could not accept the payment proof you sent for order ${v.orderNumber}.`,
        ...(v.reason ? [`Reason: ${v.reason}`] : []),
        'You can send a new proof from your order.',
      ],
      action: order,
      sms: (v) => `Bazar: payment proof for order ${v.orderNumber} not accepted.${v.reason ? ` Reason: ${v.reason}` : ''}`,
    },
    return_decided: {
      subject: (v) => `Your return for order ${v.orderNumber} was ${decisions[v.decision] ?? v.decision}`,
      body: (v) => [
        `Your return for order ${v.orderNumber} was ${decisions[v.decision] ?? v.decision}.`,
        ...(v.reason ? [`Reason: ${v.reason}`] : []),
        ...(v.refund ? [`Refund: ${v.refund}`] : []),
      ],
      action: order,
      sms: (v) => `Bazar: return for order ${v.orderNumber} ${decisions[v.decision] ?? v.decision}.${v.refund ? ` Refund: ${v.refund}.` : ''}`,
    },
    refund_done: {
      subject: (v) => `Your refund for order ${v.orderNumber} was sent`,
      body: (v) => [
        `We sent ${v.refund || 'your refund'} for order ${v.orderNumber} back ${refundWay(v)}.`,
        'Your bank or wallet may take a few working days to show it.',
      ],
      action: order,
      sms: (v) => `Bazar: refund ${v.refund} for order ${v.orderNumber} sent back ${v.channel === 'bkash' ? 'to your bKash' : 'to your card or wallet'}.`,
    },
    password_reset: {
      subject: () => 'Reset your Bazar password',
      body: () => [
        'Someone asked to reset the password of your Bazar account. If it was you, choose a new password with the link below. It works once, for 30 minutes.',
        'If it was not you, ignore this message: your password stays as it is.',
      ],
      action: (v) => ({ label: 'Choose a new password', url: v.link }),
      sms: () => '',
    },
    email_verification: {
      subject: () => 'Confirm your e-mail address',
      body: () => ['Welcome to Bazar! Please confirm that this is your e-mail address with the link below.'],
      action: (v) => ({ label: 'Confirm my e-mail address', url: v.link }),
      sms: () => '',
    },
    email_verification_reminder: {
      subject: () => 'Reminder: confirm your e-mail address',
      body: () => ['Your Bazar e-mail address is not confirmed yet. Confirm it with the link below, so we can reach you about your orders.'],
      action: (v) => ({ label: 'Confirm my e-mail address', url: v.link }),
      sms: () => '',
    },
    email_changed: {
      subject: () => 'The e-mail address of your Bazar account was changed',
      body: (v) => [
        `The e-mail address of your Bazar account was changed to ${v.newEmail}. We will write to that address from now on.`,
        `If you did not change it, someone else may be using your account. Take it back with the button below within 7 days: it puts this address back, signs every device out and lets you choose a new password. If the button no longer works, write to us from the Help Center${v.helpUrl ? `: ${v.helpUrl}` : '.'}`,
      ],
      action: (v) => ({ label: 'Restore my e-mail address', url: v.link }),
      sms: () => '',
    },
  },
};
