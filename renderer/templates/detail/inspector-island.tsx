import { readEnv } from '../../data/config/env';
import { INSPECTOR_DATA_ID } from '../../frame/preview-banner/inspector/inspector-data';
import { getTranslator } from '../../i18n/server-intl';
import { inspectorData, type InspectorSource } from './inspector-data';

/** For previewers only: the page's modules as the inspector shows them, in a script element the browser never runs. */
export function InspectorIsland(props: Omit<InspectorSource, 'editUrl'>) {
  const data = inspectorData({ ...props, editUrl: readEnv().CMS_EDIT_URL }, getTranslator(props.locale));
  // `<` escaped, so no text of the CMS can close the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/json" id={INSPECTOR_DATA_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
