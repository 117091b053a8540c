import type { Env } from '../../data/config/env';
import type { CmsConfig } from '../../data/request/embedded-cms';
import { refuseMalformedRequests } from './malformed-requests';
import { applyResponseHeaderRules } from './response-header-rules';
import { answerWithAskedStatus } from './response-status';
import { applyServerSettings, serverSettingsOf } from './server-settings';
import { stampPeerAddress } from './stamp-peer-address';

/**
 * Every Node hook of this process, once however often it is called: on `Server.prototype.emit` one wrapper
 * whose steps run in `STEPS`'s order (server settings on each connection, then on each request the refusal
 * of a malformed one, the peer stamp, and running the listeners where a page can ask for its status), the asked status
 * on `ServerResponse.prototype.writeHead`, and the response header rules on `ServerResponse.prototype.setHeader`.
 */
export function installNodeHooks(env: Env, cmsConfig: Pick<CmsConfig, 'trustedProxies'>): void {
  // Whether this process sits behind proxies is the CMS configuration's CMS_TRUSTED_PROXIES.
  applyServerSettings(serverSettingsOf(env, cmsConfig.trustedProxies));
  refuseMalformedRequests();
  stampPeerAddress();
  answerWithAskedStatus();
  applyResponseHeaderRules();
}
