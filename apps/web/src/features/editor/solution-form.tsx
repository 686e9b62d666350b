import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { SOLUTION_NAME_MAX, solutionForm, type SolutionFormInput, type SolutionFormValues } from '@catalog/shared';
import { Save } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { type SubmitForm, useSubmitForm } from '../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/cx.ts';
import { useT } from '../../i18n/use-t.ts';
import { DetailsTab, OverviewTab, ResourcesTab } from './form-tabs.tsx';
import { type EditorField, TABS } from './form-values.ts';

export type SolutionFormControl = SubmitForm<typeof solutionForm>;

interface SolutionFormProps {
  initial: SolutionFormInput;
  /** Sends the form; a rejection is shown with the server's message, else `failureFallback`. */
  save: (values: SolutionFormValues) => Promise<void>;
  failureFallback: string;
  /** The image area of the Overview tab (differs between create and edit). */
  images: ReactNode;
  /** Extra buttons at the start of the action bar (the edit page's delete). */
  startActions?: ReactNode;
  /** Another action (an image upload) is running: Save waits. */
  busy?: boolean;
  /** The form's accessible name. */
  label: string;
}

const tabOf = (field: string) => TABS.findIndex((section) => (section.fields as readonly string[]).includes(field));

/**
 * The create and edit form (docs/product.md §3.8, §5.12): three tabs, validation on blur with the shared
 * schema, errors cleared while typing, nothing sent while an error stands (a blocked submit shows
 * the toast of §3.8, opens the tab of the first error and focuses it).
 */
export function SolutionForm({ initial, save, failureFallback, images, startActions, busy, label }: SolutionFormProps) {
  const t = useT();
  const [tab, setTab] = useState(0);
  const formId = useId();

  const focusFirstError = (fieldErrors: FieldErrors<SolutionFormInput>) => {
    const first = Object.keys(fieldErrors)
      .map(tabOf)
      .filter((i) => i >= 0)
      .sort((a, b) => a - b)[0];
    if (first === undefined) return;
    setTab(first);
    // Wait for the tab to show before moving focus into it.
    requestAnimationFrame(() => {
      const panel = document.getElementById(formId)?.querySelector(`[data-tab-panel="${TABS[first]!.id}"]`);
      panel?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const { form, onSubmit, pending, serverMessage } = useSubmitForm({
    schema: solutionForm,
    defaultValues: initial,
    send: save,
    failure: failureFallback,
    onErrors: focusFirstError,
  });
  const { errors } = form.formState;

  const errorCount = (fields: readonly string[]) => fields.filter((f) => errors[f as EditorField]).length;

  return (
    <form id={formId} onSubmit={onSubmit} noValidate aria-label={label} className="flex flex-1 flex-col">
      <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
        {serverMessage && <ErrorBanner className="mb-6">{serverMessage}</ErrorBanner>}
        <TabGroup selectedIndex={tab} onChange={setTab}>
          <TabList className="flex gap-1 rounded-xl bg-slate-200/70 p-1" aria-label={t('editor.form.sections')}>
            {TABS.map((section) => {
              const count = errorCount(section.fields);
              return (
                <Tab
                  key={section.id}
                  className={cx(
                    'flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors sm:px-5',
                    // Headless UI marks keyboard focus only; a click on a tab shows no ring.
                    'focus:outline-none data-focus:outline-3 data-focus:outline-offset-2 data-focus:outline-(--focus-ring) data-focus:outline-solid',
                    'text-slate-700 hover:bg-white/60 hover:text-navy-900 data-selected:bg-white data-selected:text-navy-900 data-selected:shadow-sm',
                  )}
                >
                  {t(section.title)}
                  {count > 0 && (
                    <span className="flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-5 text-white">
                      {count}
                      <span className="sr-only"> {t('editor.form.errors', { count })}</span>
                    </span>
                  )}
                </Tab>
              );
            })}
          </TabList>
          <TabPanels className="mt-6">
            <TabPanel unmount={false} data-tab-panel="overview">
              <OverviewTab form={form} images={images} nameMax={SOLUTION_NAME_MAX} />
            </TabPanel>
            <TabPanel unmount={false} data-tab-panel="details">
              <DetailsTab form={form} />
            </TabPanel>
            <TabPanel unmount={false} data-tab-panel="resources">
              <ResourcesTab form={form} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </div>
      <div className="sticky bottom-0 z-20 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(7,19,42,0.06)] backdrop-blur">
        <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <div className="-ml-2 sm:ml-0">{startActions}</div>
          <div className="ml-auto flex gap-2 sm:gap-3">
            <Link
              to="/solutions"
              aria-disabled={pending || undefined}
              tabIndex={pending ? -1 : undefined}
              className={buttonClasses({
                variant: 'secondary',
                className: cx('px-4 sm:px-5', pending && 'pointer-events-none opacity-60'),
              })}
            >
              {t('editor.form.cancel')}
            </Link>
            <Button type="submit" loading={pending} disabled={busy} className="px-4 sm:px-5">
              <Save className="size-4" aria-hidden="true" />
              {t('editor.form.save')}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
