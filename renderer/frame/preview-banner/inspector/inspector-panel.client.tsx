'use client';

import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslator } from '../../../i18n/use-translator';
import type { InspectedModule, InspectorData } from './inspector-data';
import styles from './inspector.module.css';
import { useEditSession } from './use-edit-session';

/** The form library and every contract load only when there is something to edit. */
const ModuleEditor = lazy(() => import('./edit/module-editor.client').then((loaded) => ({ default: loaded.ModuleEditor })));

const formatted = (details: unknown) => (typeof details === 'string' ? details : JSON.stringify(details, null, 2));

type Props = { data: InspectorData; module: InspectedModule; onClose: () => void; onSelect: (moduleId: string) => void };

/** Beside the page (a bottom sheet on a phone): what the CMS sent for the module, what its contract asks, and what is wrong. */
export function InspectorPanel({ data, module, onClose, onSelect }: Props) {
  const t = useTranslator();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const { session, send } = useEditSession(data.page, data.locale);

  // Another module opened: focus moves to the panel (not when a save hides or drops the same one).
  useEffect(() => {
    panel.current?.focus();
  }, [module.id]);

  return (
    <aside ref={panel} role="dialog" aria-labelledby={titleId} className={styles.panel} tabIndex={-1} data-inspector="panel">
      <header className={styles.panelHeader}>
        <h2 id={titleId}>
          {module.title ?? t('inspector.unknownType')} <code>{module.type}</code>
        </h2>
        <button type="button" onClick={onClose}>
          {t('inspector.close')}
        </button>
      </header>
      <dl className={styles.facts}>
        <dt>{t('inspector.id')}</dt>
        <dd>
          <code>{module.id}</code>
        </dd>
        <dt>{t('inspector.name')}</dt>
        <dd>{module.name ?? t('inspector.untitled')}</dd>
        <dt>{t('inspector.status')}</dt>
        <dd data-status={module.dropped ? 'dropped' : 'rendered'}>
          {module.dropped
            ? `${t('inspector.dropped')}: ${t(`preview.dropReport.reason.${module.dropped.reason}`)} (${module.dropped.detail})`
            : t('inspector.rendered')}
        </dd>
      </dl>
      {module.editUrl ? (
        <p>
          <a href={module.editUrl} target="_blank" rel="noopener noreferrer" className={styles.primary}>
            {t('inspector.editInCms')}
          </a>
        </p>
      ) : null}
      {module.issues.length > 0 ? (
        <section aria-label={t('inspector.issues')}>
          <h3>{t('inspector.issues')}</h3>
          <ul className={styles.issues}>
            {module.issues.map((issue, index) => (
              <li key={index}>
                <code>{issue.path || t('inspector.wholeModule')}</code>: {issue.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {session.state === 'loading' ? <p>{t('inspector.edit.loading')}</p> : null}
      {session.state === 'ready' ? (
        <Suspense fallback={<p>{t('inspector.edit.loading')}</p>}>
          <ModuleEditor stored={session.content.modules.find((stored) => stored.id === module.id)} send={send} onSelect={onSelect} />
        </Suspense>
      ) : null}
      <details open className={styles.section}>
        <summary>{t('inspector.details')}</summary>
        <pre className={styles.json}>{formatted(module.details)}</pre>
      </details>
      <details className={styles.section}>
        <summary>{t('inspector.rules')}</summary>
        {module.rules.length === 0 ? (
          <p>{t('inspector.noRules')}</p>
        ) : (
          <table className={styles.rules}>
            <thead>
              <tr>
                <th scope="col">{t('inspector.field')}</th>
                <th scope="col">{t('inspector.type')}</th>
                <th scope="col">{t('inspector.rules')}</th>
              </tr>
            </thead>
            <tbody>
              {module.rules.map((row) => (
                <tr key={row.path}>
                  <th scope="row">
                    <code>{row.path}</code>
                  </th>
                  <td>{row.type}</td>
                  <td>{[row.required ? t('inspector.required') : t('inspector.optional'), ...row.rules].join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </aside>
  );
}
