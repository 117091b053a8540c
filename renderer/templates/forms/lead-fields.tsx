import type { UseFormRegisterReturn } from 'react-hook-form';
import { FORM_LIMITS } from '@/schemas/form-limits';
import { TextField } from './text-field';

/** A field as the lead forms give it: `lead.field(name)` (id, registration, error) and the texts. */
type Props = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  placeholder?: string | undefined;
  wide?: boolean;
};

/** A company's or institution's name. */
export function CompanyNameField(props: Props) {
  return <TextField {...props} maxLength={FORM_LIMITS.companyName} autoComplete="organization" required />;
}

/** A person's full name in one field. */
export function FullNameField(props: Props) {
  return <TextField {...props} maxLength={FORM_LIMITS.fullName} autoComplete="name" required />;
}

/** A mobile number. */
export function MobileField(props: Props) {
  return <TextField {...props} maxLength={FORM_LIMITS.mobile} type="tel" inputMode="tel" autoComplete="tel" required />;
}

/** An email address. */
export function EmailField(props: Props) {
  return <TextField {...props} maxLength={FORM_LIMITS.email} type="email" inputMode="email" autoComplete="email" required />;
}
