import type { LanguageCode } from '@/schemas/locale';
import { chatWidgetSrc } from './chat/chat-widget';
import { readEnv } from '../../data/config/env';
import { getTranslator } from '../../i18n/server-intl';
import type { Device } from '../../data/routing/device';
import { ChunkGuard } from './chunk-recovery/chunk-guard.client';
import { ChatWidget, CookieNotice } from './language-behaviours.client';
import { LoadingBar } from './loading-bar/loading-bar.client';
import { SiteLinkRouter } from './site-links/site-link-router.client';

/**
 * The layout's browser-only behaviours: the router behind every plain site link, the loading bar, the chunk-failure guard, the cookie notice (English)
 * and the chat widget (Chinese). Each decides in the browser, so the cached page is the same for every visitor.
 */
export function ClientBehaviours({ locale, device }: { locale: LanguageCode; device: Device }) {
  const t = getTranslator(locale);
  const chat = readEnv();
  return (
    <>
      <SiteLinkRouter />
      <LoadingBar />
      <ChunkGuard />
      {locale === 'EN_US' ? <CookieNotice label={t('cookie.label')} text={t('cookie.text')} agreeLabel={t('cookie.agree')} /> : null}
      {locale === 'ZH_CN' ? <ChatWidget src={chatWidgetSrc(chat, device)} companyId={chat.CHAT_COMPANY_ID} groupId={chat.CHAT_GROUP_ID} /> : null}
    </>
  );
}
