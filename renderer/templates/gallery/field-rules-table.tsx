import type { Translate } from '../../i18n/server-intl';
import { describeRule } from './describe-rule';
import type { FieldRow } from './field-rules';
import styles from './module-gallery.module.css';

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
