import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Messages a client IntlProvider takes: parsed on the server in the site (compile-messages.ts), whose
 * browser bundles have no ICU parser; strings only in unit tests, which run the full react-intl.
 */
export type BrowserMessages = Record<string, string> | Record<string, MessageFormatElement[]>;
