'use client';

import { clsx } from 'clsx';
import { SiteAnchor } from '@/modules/_ui/site-anchor';
import { useEffect, useId, useRef, type BaseSyntheticEvent, type ReactNode, type RefObject } from 'react';
import { useFormText } from '../../i18n/form-text.client';
import { Toast } from '../../../modules/_ui/toast/toast.client';
import type { useToast } from '../../../modules/_ui/toast/use-toast';
import { HoneypotField } from './honeypot-field';
import styles from './forms.module.css';

const HEADINGS = { 1: 'h1', 2: 'h2' } as const;

/** The parts of useLeadForm the frame needs; none depends on the form's fields. */
export type LeadFrame = {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  prepare: () => void;
  sending: boolean;
  success: string | undefined;
  toast: ReturnType<typeof useToast>;
  honeypot: RefObject<HTMLInputElement | null>;
};

type Props = {
  lead: LeadFrame;
  title: string;
  /** h1 on a page of its own, h2 below a banner's h1 and in the side panel. */
  headingLevel: 1 | 2;
  /** One column, small type: the side panel's popup. */
  compact?: boolean;
  /** A line under the heading (the investor form's booking advice). */
  intro?: ReactNode;
  children: ReactNode;
};

/** A lead form's frame: heading, fields, honeypot, the implied privacy consent, submit, success line and toast. */
export function LeadFormShell({ lead, title, headingLevel, compact = false, intro, children }: Props) {
  const { t, rich } = useFormText();
  const titleId = useId();
  const Heading = HEADINGS[headingLevel];
  const status = useRef<HTMLParagraphElement>(null);
  // The success line is below the button, where the screen may end (or the cookie notice sits): bring it into view.
  useEffect(() => {
    if (lead.success) status.current?.scrollIntoView({ block: 'nearest' });
  }, [lead.success]);
  return (
    <form
      className={clsx(styles.form, compact && styles.compact)}
      onSubmit={(event) => {
        // The button stays focusable while sending (aria-disabled, so keyboard focus is not lost): ignore a second send.
        if (lead.sending) event.preventDefault();
        else void lead.onSubmit(event);
      }}
      onFocus={lead.prepare}
      noValidate
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <div className={styles.grid}>{children}</div>
      <HoneypotField inputRef={lead.honeypot} />
      <p className={styles.consent}>
        {rich('form.privacyConsentLinked', {
          link: (text) => (
            <SiteAnchor href="/legal/privacy" prefetch={false}>
              {text}
            </SiteAnchor>
          ),
        })}
      </p>
      <button type="submit" className={styles.submit} aria-disabled={lead.sending || undefined} aria-busy={lead.sending}>
        {t(lead.sending ? 'form.submitting' : 'form.submit')}
      </button>
      <p ref={status} className={lead.success ? styles.success : 'visually-hidden'} role="status">
        {lead.success ?? ''}
      </p>
      <Toast toast={lead.toast.toast} onDismiss={lead.toast.dismiss} closeLabel={t('common.close')} />
    </form>
  );
}
