'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type RegisterOptions, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { PayloadExtras } from '@/schemas/form-limits';
import type { FormReceipt } from '@/schemas/forms';
import type { LanguageCode } from '@/schemas/locale';
import type { PortalResult } from '../../data/api/call-types';
import { errorFromFailure, silent } from '../../data/api/errors';
import { useFormText } from '../../i18n/form-text.client';
import type { MessageKey } from '../../i18n/messages/types';
import { useToast } from '../../../modules/_ui/toast/use-toast';
import { portalErrorText } from './message-text';
import { useCaptcha } from './use-captcha';
import { useProofOfWork } from './use-proof-of-work';

export type LeadSend<TOut> = (values: TOut, locale: LanguageCode, extras: PayloadExtras) => Promise<PortalResult<FormReceipt>>;

type Options<TIn extends FieldValues, TOut> = {
  locale: LanguageCode;
  /** Loads the visitor-field schema for a locale (schemas/forms.ts, via load-form-rules.ts); its messages are dictionary keys. */
  loadSchema: (locale: LanguageCode) => Promise<z.core.$ZodType<TOut, TIn>>;
  defaultValues: DefaultValues<NoInfer<TIn>>;
  /** The captcha's field, cleared after every attempt. */
  captchaField: Path<NoInfer<TIn>>;
  send: LeadSend<TOut>;
  /** The success text: these messages, one after the other. */
  successKeys: readonly MessageKey[];
};

/** The resolver's form-level error when the rules could not load (offline): no verdict on any field. */
const RULES_UNAVAILABLE = 'rules-unavailable';

/**
 * One lead form's behaviour: react-hook-form with the zod schema, the captcha, the bot traps, the proof of work,
 * the toast. The schema and the proof's solver load with the form's first focus (`prepare`) or, at the latest,
 * its first attempt.
 * After any attempt the captcha is cleared and reloaded; a rejection keeps everything else the visitor typed;
 * a success resets the fields and shows the success text.
 */
export function useLeadForm<TIn extends FieldValues, TOut>({ locale, loadSchema, defaultValues, captchaField, send, successKeys }: Options<TIn, TOut>) {
  const baseId = useId();
  const text = useFormText();
  const resolver = useCallback<Resolver<TIn, unknown, TOut>>(
    async (values, context, options) => {
      let schema: z.core.$ZodType<TOut, TIn>;
      try {
        schema = await loadSchema(locale);
      } catch (failure) {
        const { messageKey } = errorFromFailure(failure, new AbortController().signal);
        return { values: {}, errors: { root: { type: RULES_UNAVAILABLE, message: messageKey } } as FieldErrors<TIn> };
      }
      return zodResolver(schema)(values, context, options);
    },
    [loadSchema, locale],
  );
  const form = useForm<TIn, unknown, TOut>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const captcha = useCaptcha(locale);
  const proof = useProofOfWork(locale);
  const toast = useToast();
  const [succeeded, setSucceeded] = useState(false);
  const startedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);

  // When the form was shown, for the server's minimum fill time.
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const afterAttempt = () => {
    form.resetField(captchaField, { keepError: true });
    void captcha.refresh();
    proof.start();
  };

  const onValid = async (values: TOut) => {
    setSucceeded(false);
    toast.dismiss();
    // A send that could not even load the portal client (offline) is a failed call like any other.
    const extras = async () => ({ startedAt: startedAt.current, website2: honeypot.current?.value ?? '', proofOfWork: await proof.take() });
    const [error] = await extras()
      .then((ready) => send(values, locale, ready))
      .catch((failure: unknown) => [errorFromFailure(failure, new AbortController().signal), undefined] as const);
    afterAttempt();
    if (error) {
      if (!silent(error)) toast.show(portalErrorText(text, error), 'error');
      return;
    }
    form.reset();
    startedAt.current = Date.now();
    setSucceeded(true);
  };

  const onInvalid = (errors: FieldErrors<TIn>) => {
    setSucceeded(false);
    // Offline before the rules ever loaded: a network message, and every value stays as typed.
    if (errors.root?.type === RULES_UNAVAILABLE && errors.root.message) toast.show(text.text(errors.root.message), 'error');
    afterAttempt();
  };

  /** A field's error as text, or undefined. */
  const errorOf = (name: Path<TIn>): string | undefined => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message ? text.text(message) : undefined;
  };

  /** A field's id (unique on the page), registration and error, as the field components take them. */
  const field = <TName extends Path<TIn>>(name: TName, options?: RegisterOptions<TIn, TName>) => ({
    id: `${baseId}-${name}`,
    registration: form.register(name, options),
    error: errorOf(name),
  });

  return {
    form,
    field,
    captcha,
    toast,
    honeypot,
    errorOf,
    sending: form.formState.isSubmitting,
    success: succeeded ? successKeys.map(text.t).join(' ') : undefined,
    onSubmit: (event?: BaseSyntheticEvent) => form.handleSubmit(onValid, onInvalid)(event),
    /** Starts loading the rules and solving the proof of work; the frame calls it on focus. A failure shows at the attempt. */
    prepare: () => {
      void loadSchema(locale).catch(() => undefined);
      proof.start();
    },
  };
}

export type LeadForm = ReturnType<typeof useLeadForm>;
