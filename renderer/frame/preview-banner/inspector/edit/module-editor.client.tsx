'use client';

import { isModuleType } from '@/modules/contracts';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { useTranslator } from '../../../../i18n/use-translator';
import styles from '../inspector.module.css';
import { DetailsForm } from './details-form.client';
import type { CmsModule, EditChange, EditOutcome } from './edit-api';
import { ModuleActions } from './module-actions.client';

type Props = {
  /** The module as the CMS stores it now; undefined when it is gone. */
  stored: CmsModule | undefined;
  send: (change: EditChange) => Promise<EditOutcome>;
  onSelect: (moduleId: string) => void;
};

/**
 * What a previewer can change of a module when the embedded CMS edits (loaded with the first module opened, so the
 * contracts and the form library reach only previewers who edit).
 */
export function ModuleEditor({ stored, send, onSelect }: Props) {
  const t = useTranslator();
  if (!stored) return <p>{t('inspector.edit.gone')}</p>;
  const visibility = moduleVisibilitySchema.safeParse(stored.details);
  return (
    <section className={styles.editor} aria-label={t('inspector.edit.title')}>
      <h3>{t('inspector.edit.title')}</h3>
      <ModuleActions moduleId={stored.id} visible={!visibility.success || visibility.data.visible} send={send} onAdded={onSelect} />
      {isModuleType(stored.type) ? (
        <DetailsForm
          // A new form for another module, or for the same module's newer content read back.
          key={stored.id}
          moduleId={stored.id}
          type={stored.type}
          details={stored.details}
          send={send}
          newerDetails={(outcome) => outcome.content.modules.find((module) => module.id === stored.id)?.details}
        />
      ) : (
        <p>{t('inspector.edit.noContract')}</p>
      )}
    </section>
  );
}
