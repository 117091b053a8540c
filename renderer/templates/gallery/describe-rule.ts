import type { Translate } from '../../i18n/server-intl';
import type { FieldRule } from './field-rules';

function bounds(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return min === max ? String(min) : `${min}–${max}`;
  return min !== undefined ? `≥ ${min}` : `≤ ${max}`;
}

/** A field rule in the page's language: the gallery's table and the inspector say it alike. */
export function describeRule(t: Translate, rule: FieldRule): string {
  switch (rule.kind) {
    case 'length':
    case 'items':
    case 'range':
      return t(`gallery.rule.${rule.kind}`, { bounds: bounds(rule.min, rule.max) });
    case 'oneOf':
      return t('gallery.rule.oneOf', { values: rule.values.join(', ') });
    case 'default':
      return t('gallery.rule.default', { value: rule.value });
    case 'email':
      return t('gallery.rule.email');
    case 'pattern':
      return t('gallery.rule.pattern', { pattern: rule.pattern });
    case 'note':
      return rule.text;
  }
}
