import { useMemo } from 'react';
import { type Translate, useT } from '../../i18n/use-t.ts';

/**
 * Fields that several forms show the same way: label, input type, autofill and hint, in the
 * language of `t` (the `forms` area of the catalogues in @catalog/shared).
 */
export function fieldPresets(t: Translate) {
  return {
    email: { label: t('forms.preset.email'), type: 'email', autoComplete: 'email' },
    emailPlaceholder: t('forms.preset.emailPlaceholder'),
    phone: {
      label: t('forms.preset.phone'),
      type: 'tel',
      autoComplete: 'tel',
      placeholder: t('forms.preset.phonePlaceholder'),
      hint: t('forms.preset.phoneHint'),
    },
    fullName: { label: t('forms.preset.fullName'), autoComplete: 'name' },
    company: { label: t('forms.preset.company'), autoComplete: 'organization' },
    position: { label: t('forms.preset.position'), autoComplete: 'organization-title' },
    /** Labels of the password fields, for `password(label)`. */
    passwordLabel: {
      password: t('forms.preset.password'),
      newPassword: t('forms.preset.newPassword'),
      confirmPassword: t('forms.preset.confirmPassword'),
      confirmNewPassword: t('forms.preset.confirmNewPassword'),
    },
    /** Password fields have autocomplete off (docs/product.md §3.5). */
    password: (label: string, withRules = false) => ({
      label,
      type: 'password',
      autoComplete: 'off',
      hint: withRules ? t('forms.preset.passwordHint') : undefined,
    }),
  } as const;
}

export type FieldPresets = ReturnType<typeof fieldPresets>;

/** The presets in the page's language; they follow a change of language. */
export function useFieldPresets(): FieldPresets {
  const t = useT();
  return useMemo(() => fieldPresets(t), [t]);
}
