/** The configured chat host is a placeholder nothing answers here; the bench's nginx serves an empty widget in its place. */
const CHAT_STUB = '/* bench stand-in for the chat widget */\n';

export const chatStubFiles: readonly [string, string][] = [
  ['/widget/pc.js', CHAT_STUB],
  ['/widget/mobile.js', CHAT_STUB],
];
