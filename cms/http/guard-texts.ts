import type { LanguageCode } from '@/schemas/locale';

/**
 * Messages of the checks made before a body is parsed, and of the export's budget. English is what every route has always
 * answered; routes with a guard (the forms) answer in the visitor's language.
 */
const TEXTS = {
  notJson: { zh: '请求体必须是 JSON（content-type: application/json）', en: 'request body must be JSON (content-type: application/json)' },
  tooLarge: { zh: '请求体超过 {max} 字节', en: 'request body over {max} bytes' },
  tooComplex: { zh: '请求体的字段或层级过多', en: 'request body has too many fields or levels' },
  badJson: { zh: '请求体不是有效的 JSON', en: 'request body is not valid JSON' },
  notObject: { zh: '请求体必须是 JSON 对象', en: 'request body must be a JSON object' },
  exportBusy: { zh: '导出请求较多，请稍后再试', en: 'too many exports at once; try again in a moment' },
  exportInFlight: { zh: '您所在网络的上一份导出仍在生成，请稍后再试', en: 'an export from your network is still being prepared; try again in a moment' },
  exportTooLarge: { zh: '该文档过大，无法导出为 PDF', en: 'this document is too large to export as PDF' },
  foreignOrigin: { zh: '不接受来自其他网站的提交', en: 'submissions from other websites are not accepted' },
} as const;
export type GuardText = keyof typeof TEXTS;

export function guardText(locale: LanguageCode, key: GuardText, params: Record<string, string | number> = {}): string {
  const template = locale === 'ZH_CN' ? TEXTS[key].zh : TEXTS[key].en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
