import type { ComponentProps, ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues, type PathValue, type UseFormReturn } from 'react-hook-form';
import type { CodedText } from '../../lib/api.ts';
import { TextField } from '../ui/field.tsx';
import { TextArea } from '../ui/text-area.tsx';
import { shownFieldError } from './coded-errors.ts';

/** What a custom control gets from its field. */
export interface FieldControl<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  error: CodedText | undefined;
}

type Common<T extends FieldValues, N extends FieldPath<T>> = {
  /** The form of `useSubmitForm`; what it sends does not matter here. */
  form: UseFormReturn<T, unknown, any>;
  name: N;
};

type Props<T extends FieldValues, N extends FieldPath<T>> = Common<T, N> &
  (
    | ({ multiline?: false; render?: never } & Omit<ComponentProps<typeof TextField>, 'form' | 'name' | 'error'>)
    | ({ multiline: true; render?: never } & Omit<ComponentProps<typeof TextArea>, 'form' | 'name' | 'error'>)
    | { render: (control: FieldControl<PathValue<T, N>>) => ReactNode; multiline?: never }
  );

/**
 * One field of a form made with `useSubmitForm`: a text input, a text area, or a custom control
 * (`render`), wired the same way: its error under it, cleared as soon as the user changes the
 * value, and checked again when it loses focus (docs/product.md §5.12).
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>(props: Props<T, N>) {
  const { form, name } = props;
  const error = shownFieldError(form.getFieldState(name, form.formState).error);
  if (props.render) {
    const render = props.render;
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <>
            {render({
              name,
              value: field.value,
              onChange: (value) => {
                field.onChange(value);
                form.clearErrors(name);
              },
              onBlur: field.onBlur,
              error,
            })}
          </>
        )}
      />
    );
  }
  const registered = form.register(name, { onChange: () => form.clearErrors(name) });
  if (props.multiline) {
    const { form: _form, name: _name, multiline: _multiline, ...rest } = props;
    return <TextArea {...rest} {...registered} error={error} />;
  }
  const { form: _form, name: _name, multiline: _multiline, render: _render, ...rest } = props;
  return <TextField {...rest} {...registered} error={error} />;
}
