import type { Translate } from '../../i18n/server-intl';
import type { FieldRow, FieldRule } from './field-rules';
import styles from './module-gallery.module.css';

function bounds(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return min === max ? String(min) : `${min}–${max}`;
  return min !== undefined ? `≥ ${min}` : `≤ ${max}`;
}

function describeRule(t: Translate, rule: FieldRule): string {
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

/** A module's `details` fields and their rules, for the editor filling them in the CMS. */
export function FieldRulesTable({ t, rows }: { t: Translate; rows: readonly FieldRow[] }) {
  return (
    <table className={styles.rules}>
      <thead>
        <tr>
          <th scope="col">{t('gallery.columns.field')}</th>
          <th scope="col">{t('gallery.columns.type')}</th>
          <th scope="col">{t('gallery.columns.required')}</th>
          <th scope="col">{t('gallery.columns.rules')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path}>
            <th scope="row">
              <code>{row.path}</code>
            </th>
            <td>{row.type}</td>
            <td>{row.required ? t('gallery.required') : t('gallery.optional')}</td>
            <td>
              {row.rules.length === 0 ? null : (
                <ul>
                  {row.rules.map((rule, index) => (
                    <li key={index}>{describeRule(t, rule)}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
