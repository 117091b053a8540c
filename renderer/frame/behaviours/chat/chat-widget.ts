import type { Device } from '../../../data/routing/device';

/**
 * The DOM contract with the third-party chat widget (Chinese site only): its launcher opens a chat,
 * its minimised bar's button restores one. Both are clicked by us; neither is our markup.
 */
export const CHAT_LAUNCHER_SELECTOR = '[data-chat-widget="launcher"]';
export const CHAT_MINIMISED_SELECTOR = '[data-chat-widget="minimised"]';

type ChatConfig = { CHAT_ORIGIN: string; CHAT_COMPANY_ID: string; CHAT_GROUP_ID: string };

/** The widget's script for the device: `/widget/pc.js` or `/widget/mobile.js` on the chat host, with the configured ids. */
export function chatWidgetSrc(config: ChatConfig, device: Device): string {
  const url = new URL(`/widget/${device === 'mobile' ? 'mobile' : 'pc'}.js`, config.CHAT_ORIGIN);
  url.searchParams.set('companyId', config.CHAT_COMPANY_ID);
  url.searchParams.set('groupId', config.CHAT_GROUP_ID);
  return url.href;
}

/** Clicks the widget's element matching `selector`; false when the widget has not drawn it. */
export function clickChatControl(selector: string, root: ParentNode = document): boolean {
  const control = root.querySelector(selector);
  if (!(control instanceof HTMLElement)) return false;
  control.click();
  return true;
}
