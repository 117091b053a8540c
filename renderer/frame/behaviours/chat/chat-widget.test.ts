// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CHAT_MINIMISED_SELECTOR, chatWidgetSrc, clickChatControl } from './chat-widget';

const config = { CHAT_ORIGIN: 'https://chat.edgecloud.example', CHAT_COMPANY_ID: '10001', CHAT_GROUP_ID: '20001' };

describe('chatWidgetSrc', () => {
  it('picks the desktop or mobile script on the chat host, with the configured ids', () => {
    expect(chatWidgetSrc(config, 'desktop')).toBe('https://chat.edgecloud.example/widget/pc.js?companyId=10001&groupId=20001');
    expect(chatWidgetSrc(config, 'mobile')).toBe('https://chat.edgecloud.example/widget/mobile.js?companyId=10001&groupId=20001');
  });
});

describe('clickChatControl', () => {
  it('clicks the minimised chat button when the widget drew one, and does nothing otherwise', () => {
    const root = document.createElement('div');
    expect(clickChatControl(CHAT_MINIMISED_SELECTOR, root)).toBe(false);
    const button = document.createElement('button');
    button.dataset.chatWidget = 'minimised';
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    root.append(button);
    expect(clickChatControl(CHAT_MINIMISED_SELECTOR, root)).toBe(true);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
