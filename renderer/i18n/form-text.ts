import 'server-only';
import { perLocale } from '@/schemas/per-locale';
import { formMessages } from './client-messages';
import { dictionaries } from './messages';
import { parseMessages } from './parse-pieces';

/**
 * What a lead form's leaves read beside the chrome's text: its namespaces' messages as text pieces, parsed once
 * per locale (LeadFormMessages around a server-rendered form, /api/form-messages for the side panel's).
 */
export const formText = perLocale((locale) => parseMessages(formMessages(dictionaries[locale])));
