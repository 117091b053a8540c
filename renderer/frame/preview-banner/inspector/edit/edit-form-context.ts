import { createContext, useContext } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The inspector's form, handed to its fields through a context of its own rather than react-hook-form's
 * FormProvider and field hooks. The visitors' lead forms share the react-hook-form module with the inspector, so
 * every export the inspector used would ride along in their first-load JavaScript; both use `useForm` alone.
 */
export const EditFormContext = createContext<UseFormReturn<FieldValues> | null>(null);

export function useEditForm(): UseFormReturn<FieldValues> {
  const form = useContext(EditFormContext);
  if (!form) throw new Error('an inspector field outside its form');
  return form;
}
