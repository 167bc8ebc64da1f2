/**
 * English texts of paying online (`online.*` keys): the payment page's online part and its return from the
 * gateway, the checkout's start of a payment, My Orders' payment lines. Quoted in docs/product/payments.md.
 */
export const enOnline = {
  gateways: {
    sslcommerz: 'SSLCommerz (card or mobile wallet)',
    bkash: 'bKash',
  },
  states: {
    started: 'Waiting for the payment',
    paid: 'Paid',
    held: 'Being checked',
    failed: 'Did not go through',
    cancelled: 'Cancelled',
    refused: 'Refused, being refunded',
  },
  refundStates: {
    requested: 'Requested',
    pending: 'On its way',
    done: 'Refunded',
    failed: 'Delayed, our team is on it',
  },
  refundChannels: {
    sslcommerz: 'Back to your card or wallet (SSLCommerz)',
    bkash: 'Back to your bKash account',
    hand: 'Paid back by our team',
  },
  refundCauses: {
    cancelled: 'Order cancelled',
    return: 'Returned items',
    late_payment: 'Paid after the order was cancelled, or paid twice',
    refused: 'Payment not accepted',
  },
  result: {
    paid: 'Payment received. Thank you! Your order is confirmed.',
    failed: 'Your payment did not go through. You can try again, or pay in cash when the order arrives.',
    cancelled: 'You cancelled the payment. You can try again, or pay in cash when the order arrives.',
    held: 'Your payment is being checked by our team. We will confirm your order soon; there is nothing more to do.',
    refused: 'We could not accept this payment. The money is being sent back to you.',
    started: 'We are waiting for the payment provider to confirm your payment...',
    stillWaiting: 'The payment provider has not confirmed your payment yet. If money was taken, we match it to your order on our own; check again in a few minutes.',
    checkAgain: 'Check again',
  },
  pay: {
    title: 'Pay online',
    sslcommerz: 'Pay {{total}} by card, bKash, Nagad or Rocket on the secure SSLCommerz page.',
    bkash: 'Pay {{total}} from your bKash account on the bKash payment page.',
    payNow: 'Pay now',
    tryAgain: 'Try again',
    starting: 'Opening the payment page...',
    payOnDelivery: 'Pay on delivery instead',
    switching: 'Switching to cash on delivery...',
    switched: 'Done: you pay this order in cash when it arrives.',
    safety: 'You pay on the payment provider’s own page; Bazar never sees your card number, PIN or OTP.',
  },
  /** Why a payment could not start or the switch failed, by the server's code. */
  reasons: {
    gateway_unavailable: 'The payment service is not answering right now. Please try again in a few minutes.',
    payment_unavailable: 'Online payment is not available for this order right now. You can pay in cash when the order arrives.',
    already_paid: 'This order has already been paid.',
    order_cancelled: 'This order has been cancelled; there is nothing to pay.',
    conflict: 'A payment of this order is still open or being checked. Please wait a few minutes and look again.',
    rate_limited: 'Too many payment attempts for now. Please try again later.',
    network: 'Network error: Unable to reach the server.',
    unknown: 'Something went wrong. Please try again.',
  },
  attempts: {
    title: 'Your payments',
    gateway: 'Paid through',
    state: 'Status',
    instrument: 'Paid with',
    amount: 'Amount',
    time: 'Started',
  },
  refunds: {
    title: 'Refunds',
    intro: 'Money we refund goes back the way it came: a payment through SSLCommerz to the card or wallet it was paid with, a bKash payment to the same bKash account.',
    channel: 'How',
    cause: 'Why',
    state: 'Status',
    amount: 'Amount',
  },
  checkout: {
    gatewayHint: 'After placing the order you go to the secure payment page to pay the total.',
  },
  awaiting: {
    payNow: 'Pay now',
  },
  orders: {
    payment: 'Online payment: {{state}}',
    refund: 'Refund of {{amount}}: {{state}}',
    payNow: 'Pay now',
    payNowLabel: 'Pay now: order {{number}}',
  },
} as const;
