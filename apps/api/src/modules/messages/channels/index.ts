import { CHANNEL_OFF, type MessageChannels } from './channel';
import { createEmailChannel, type EmailOptions } from './email';
import { createSmsGateway, type SmsGatewayOptions } from './sms-gateway';
import { createSmsWebhook, type SmsWebhookOptions } from './sms-webhook';

export * from './channel';

/** The channels as configured (env.ts): each one absent is off. */
export interface ChannelConfig {
  email?: EmailOptions;
  smsGateway?: Omit<SmsGatewayOptions, 'fetch'>;
  smsWebhook?: Omit<SmsWebhookOptions, 'fetch'>;
}

export function openChannels(config: ChannelConfig): MessageChannels {
  return {
    email: config.email ? createEmailChannel(config.email) : null,
    sms: config.smsGateway ? createSmsGateway(config.smsGateway) : config.smsWebhook ? createSmsWebhook(config.smsWebhook) : null,
  };
}

/** Where e-mailed links point without PUBLIC_URL: right only for a shop tried on one's own computer. */
export const LOCAL_SHOP_URL = 'http://localhost:3000';

/**
 * One line per channel that is off, for start-up to print; and, with e-mail on and no PUBLIC_URL, that its links
 * (an order, a password reset) would point at this computer.
 */
export function channelsOffLines(config: ChannelConfig, publicUrl?: string): string[] {
  return [
    ...(config.email ? [] : [CHANNEL_OFF.email]),
    ...(config.smsGateway || config.smsWebhook ? [] : [CHANNEL_OFF.sms]),
    ...(config.email && !publicUrl ? [`E-mailed links point at ${LOCAL_SHOP_URL}: set PUBLIC_URL to the shop's address.`] : []),
  ];
}
