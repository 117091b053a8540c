import type { zhCN } from './zh-CN';

/** Every message key; a dictionary that lacks one, or has one more, does not compile. */
export type MessageKey = keyof typeof zhCN;
export type Messages = Record<MessageKey, string>;
