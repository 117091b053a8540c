'use client';

import { useId, useState } from 'react';
import { useTranslator } from '../../../../i18n/use-translator';
import styles from '../inspector.module.css';
import { useEditForm } from './edit-form-context';
import { emptyValue, type FieldSpec, type ObjectField } from './schema-fields';

/** A value this long or spanning lines is edited in a text area. */
const LONG_TEXT = 80;

type FieldProps = { name: string; label: string; required: boolean; description?: string | undefined; spec: FieldSpec };

/** A field's message: zod's while typing, or the server's from a refused save (the same paths). */
function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className={styles.fieldError} role="alert">
      {message}
    </span>
  ) : null;
}

function Label({ htmlFor, label, required, description }: { htmlFor: string; label: string; required: boolean; description?: string | undefined }) {
  const t = useTranslator();
  return (
    <label htmlFor={htmlFor} className={styles.fieldLabel}>
      {label} <small>{required ? t('inspector.required') : t('inspector.optional')}</small>
      {description ? <small className={styles.fieldNote}>{description}</small> : null}
    </label>
  );
}

function LeafInput({ name, label, required, description, spec }: FieldProps) {
  const t = useTranslator();
  const form = useEditForm();
  const value: unknown = form.watch(name);
  // Checked again on each change once the form was sent, as react-hook-form's own fields are.
  const onChange = (next: unknown) => form.setValue(name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const id = useId();
  const [jsonText, setJsonText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [jsonError, setJsonError] = useState(false);
  const message = jsonError ? t('inspector.edit.notJson') : form.getFieldState(name, form.formState).error?.message;
  const described = { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? `${id}-error` : undefined };
  let input;
  switch (spec.kind) {
    case 'boolean':
      input = <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} {...described} />;
      break;
    case 'number':
      input = (
        <input
          id={id}
          type="number"
          step={spec.integer ? 1 : 'any'}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
          {...described}
        />
      );
      break;
    case 'choice':
      input = (
        <select
          id={id}
          value={value === undefined ? '' : String(value)}
          onChange={(event) => onChange(spec.options.find((option) => String(option) === event.target.value))}
          {...described}
        >
          {required ? null : <option value="">{t('inspector.edit.none')}</option>}
          {spec.options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      );
      break;
    case 'text': {
      const text = typeof value === 'string' ? value : '';
      // A cleared optional field is left out of `details`, as the CMS would leave it.
      const change = (next: string) => onChange(next === '' && !required ? undefined : next);
      input =
        spec.multiline || text.length > LONG_TEXT || text.includes('\n') ? (
          <textarea id={id} rows={4} value={text} onChange={(event) => change(event.target.value)} {...described} />
        ) : (
          <input id={id} type="text" value={text} onChange={(event) => change(event.target.value)} {...described} />
        );
      break;
    }
    default:
      input = (
        <textarea
          id={id}
          rows={4}
          className={styles.json}
          value={jsonText}
          onChange={(event) => {
            setJsonText(event.target.value);
            try {
              onChange(event.target.value.trim() === '' ? undefined : JSON.parse(event.target.value));
              setJsonError(false);
            } catch {
              setJsonError(true);
            }
          }}
          {...described}
        />
      );
  }
  return (
    <div className={spec.kind === 'boolean' ? styles.checkField : styles.field}>
      <Label htmlFor={id} label={label} required={required} description={description} />
      {input}
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}

/** The message zod or the server gave a list or an object as a whole (too few items, a missing object). */
function GroupMessage({ name }: { name: string }) {
  const { getFieldState, formState } = useEditForm();
  const id = useId();
  const error = getFieldState(name, formState).error;
  return <FieldMessage id={id} message={error?.message ?? error?.root?.message} />;
}

function ListField({ name, label, required, description, spec }: FieldProps & { spec: Extract<FieldSpec, { kind: 'list' }> }) {
  const t = useTranslator();
  const { setValue, watch } = useEditForm();
  const watched: unknown = watch(name);
  const items: unknown[] = Array.isArray(watched) ? watched : [];
  const replace = (next: unknown[]) => setValue(name, next, { shouldDirty: true, shouldValidate: false });
  return (
    <fieldset className={styles.group}>
      <legend>
        {label} <small>{required ? t('inspector.required') : t('inspector.optional')}</small>
      </legend>
      {description ? <small className={styles.fieldNote}>{description}</small> : null}
      <GroupMessage name={name} />
      {items.map((_, index) => (
        <div key={index} className={styles.item}>
          <AnyField name={`${name}.${index}`} label={t('inspector.edit.item', { number: index + 1 })} required spec={spec.item} />
          <button type="button" onClick={() => replace(items.filter((__, other) => other !== index))}>
            {t('inspector.edit.removeItem', { number: index + 1 })}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => replace([...items, emptyValue(spec.item)])}>
        {t('inspector.edit.addItem')}
      </button>
    </fieldset>
  );
}

export function ObjectFields({ name, fields }: { name: string; fields: readonly ObjectField[] }) {
  return fields.map((field) => (
    <AnyField
      key={field.name}
      name={name ? `${name}.${field.name}` : field.name}
      label={field.name}
      required={field.required}
      description={field.description}
      spec={field.spec}
    />
  ));
}

/** One field of the form, of whatever kind its schema says. */
export function AnyField(props: FieldProps) {
  const { spec } = props;
  if (spec.kind === 'list') return <ListField {...props} spec={spec} />;
  if (spec.kind === 'object') {
    return (
      <fieldset className={styles.group}>
        <legend>{props.label}</legend>
        <GroupMessage name={props.name} />
        <ObjectFields name={props.name} fields={spec.fields} />
      </fieldset>
    );
  }
  return <LeafInput {...props} />;
}
