import { coded, ENQUIRY_SOLUTIONS_MAX, enquiryForm } from '@catalog/shared';
import { ArrowLeft, Clock, MessageSquareText, Send } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useFieldPresets } from '../../components/form/field-presets.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { sendEnquiry } from '../../api/enquiries.ts';
import { useShortlist } from '../../api/shortlist.ts';
import { useSolution } from '../../api/solutions.ts';
import { useProfile } from '../../api/auth.ts';
import { notify } from '../../lib/toast.ts';
import { useLocalMessage } from '../../i18n/server-messages.ts';
import { useT } from '../../i18n/use-t.ts';

/** Navigation state the solution page passes (docs/product.md §3.7: the solution's id and title). */
export interface EnquiryNavigationState {
  solution_id?: number | string;
  solution_name?: string;
}

/** The form's own fields; the solution id comes from the route. */
const enquiryFields = enquiryForm.omit({ solution_id: true, solution_ids: true, solution_name: true });
/** The id in `/enquiry/{id}` that asks about the whole shortlist. */
const SHORTLIST = 'shortlist';
const PREFILLED = ['full_name', 'email', 'company', 'phone', 'position'] as const;

function nameFromState(state: unknown, id: string): string | undefined {
  const s = (state ?? {}) as EnquiryNavigationState & { title?: unknown; name?: unknown };
  if (s.solution_id !== undefined && String(s.solution_id) !== id) return undefined;
  const name = s.solution_name ?? s.title ?? s.name;
  return typeof name === 'string' && name.trim() ? name : undefined;
}

/**
 * /enquiry/{id} for role user (docs/product.md §3.9, §5.8): the solution's title, the form prefilled from
 * the profile (at once, no artificial delay), a success toast and the way back to the solution.
 */
export function EnquiryPage() {
  const t = useT();
  const local = useLocalMessage();
  const preset = useFieldPresets();
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // `/enquiry/shortlist`: one enquiry for every solution of the member's shortlist (issue 29).
  const forShortlist = id === SHORTLIST;
  const stateName = forShortlist ? undefined : nameFromState(location.state, id);
  const solution = useSolution(id, { enabled: !forShortlist && stateName === undefined });
  const shortlist = useShortlist({ enabled: forShortlist });
  const asked = (shortlist.data?.data ?? []).flatMap((item) => (item.solution ? [item.solution] : []));
  const shortlisted = asked.slice(0, ENQUIRY_SOLUTIONS_MAX);
  const solutionName = forShortlist
    ? shortlisted.map((s) => s.name).join(', ') || undefined
    : (stateName ?? solution.data?.name);
  const backTo = forShortlist ? '/profile/shortlist' : `/solution/${id}`;
  const profile = useProfile();
  const { form, onSubmit, pending, serverMessage } = useSubmitForm({
    schema: enquiryFields,
    defaultValues: { full_name: '', email: '', company: '', phone: '', position: '', message: '' },
    send: (values) =>
      sendEnquiry(
        forShortlist ? { ...values, solution_ids: shortlisted.map((s) => s.id) } : { ...values, solution_id: id },
      ),
    onSuccess: async () => {
      notify.success(coded('server.enquirySent'));
      await navigate(backTo);
    },
    failure: t('enquiry.sendFailed'),
  });

  // Prefill from the profile once it arrives, never over what the user already typed.
  const profileData = profile.data;
  useEffect(() => {
    if (!profileData) return;
    for (const name of PREFILLED) {
      if (!form.getFieldState(name).isDirty && form.getValues(name) === '')
        form.setValue(name, profileData[name] ?? '');
    }
  }, [profileData, form]);

  const notFound = solution.isError && isApiError(solution.error) && solution.error.status === 404;

  return (
    <>
      <DocumentTitle>
        {solutionName ? t('enquiry.documentTitleFor', { name: solutionName }) : t('enquiry.documentTitle')}
      </DocumentTitle>
      <PageHeader
        title={forShortlist ? t('enquiry.shortlistTitle') : t('enquiry.title')}
        description={
          solutionName ? (
            <>
              {t('enquiry.about')} <span className="font-semibold text-white">{solutionName}</span>
            </>
          ) : (forShortlist ? shortlist.isPending : solution.isPending && stateName === undefined) ? (
            <span
              className="inline-block h-4 w-56 animate-pulse rounded bg-white/20 align-middle"
              aria-label={t('enquiry.loadingSolution')}
            />
          ) : undefined
        }
      >
        <Link to={backTo} className={buttonClasses({ variant: 'outline-light', size: 'sm' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {forShortlist ? t('enquiry.backToShortlist') : t('enquiry.backToSolution')}
        </Link>
      </PageHeader>

      <div className="mx-auto grid w-full max-w-5xl flex-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
        {forShortlist && shortlist.isSuccess && shortlisted.length === 0 ? (
          <div>
            <ErrorBanner>{t('enquiry.shortlistEmpty')}</ErrorBanner>
          </div>
        ) : solution.isError ? (
          <div>
            <ErrorBanner>
              {t('enquiry.error', {
                message: local(
                  errorMessage(solution.error, notFound ? t('enquiry.notFound') : t('enquiry.fetchFailed')),
                ),
              })}
            </ErrorBanner>
            <Link to="/solutions" className={buttonClasses({ variant: 'secondary', className: 'mt-5' })}>
              {t('enquiry.backToList')}
            </Link>
          </div>
        ) : (
          <form
            onSubmit={onSubmit}
            noValidate
            aria-label={t('enquiry.formLabel')}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <h2 className="text-lg font-semibold text-navy-950">{t('enquiry.details')}</h2>
            <p className="mt-1 text-sm text-slate-600">
              {t('enquiry.prefilledBefore')} <span className="text-red-700">*</span> {t('enquiry.prefilledAfter')}
            </p>
            {serverMessage && <ErrorBanner className="mt-5">{serverMessage}</ErrorBanner>}
            {forShortlist && asked.length > ENQUIRY_SOLUTIONS_MAX && (
              <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t('enquiry.shortlistTooMany', { max: String(ENQUIRY_SOLUTIONS_MAX) })}
              </p>
            )}
            <div className="mt-6 grid gap-5 sm:grid-cols-2">
              <FormField form={form} name="full_name" {...preset.fullName} required />
              <FormField form={form} name="email" {...preset.email} required />
              <FormField form={form} name="company" {...preset.company} required />
              <FormField form={form} name="position" {...preset.position} />
              <FormField form={form} name="phone" {...preset.phone} className="sm:col-span-2" />
              <FormField
                form={form}
                name="message"
                label={t('enquiry.message')}
                multiline
                rows={5}
                placeholder={t('enquiry.messagePlaceholder')}
                className="sm:col-span-2"
              />
            </div>
            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Link
                to={backTo}
                aria-disabled={pending || undefined}
                tabIndex={pending ? -1 : undefined}
                className={buttonClasses({
                  variant: 'secondary',
                  className: pending ? 'pointer-events-none opacity-60' : undefined,
                })}
              >
                {t('enquiry.cancel')}
              </Link>
              <Button type="submit" loading={pending}>
                <Send className="size-4" aria-hidden="true" />
                {t('enquiry.send')}
              </Button>
            </div>
          </form>
        )}

        <aside className="space-y-4 text-sm text-slate-700">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="flex items-center gap-2 font-semibold text-navy-950">
              <MessageSquareText className="size-4.5 text-teal-700" aria-hidden="true" />
              {t('enquiry.nextTitle')}
            </h2>
            <p className="mt-2 leading-relaxed">{t('enquiry.nextBody')}</p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="flex items-center gap-2 font-semibold text-navy-950">
              <Clock className="size-4.5 text-teal-700" aria-hidden="true" />
              {t('enquiry.hoursTitle')}
            </h2>
            <p className="mt-2 leading-relaxed">{t('enquiry.hoursBody')}</p>
          </div>
        </aside>
      </div>
    </>
  );
}
