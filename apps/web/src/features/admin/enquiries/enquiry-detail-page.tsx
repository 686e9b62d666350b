import { type AdminEnquiryDetail, ENQUIRY_STATUSES, type EnquiryStatus, enquiryNoteBody } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminEnquiriesApi, enquiryChanged, enquiryNoted, useAdminEnquiry } from '../../../api/admin-enquiries.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { useSubmitForm } from '../../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { translate } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { LoadState } from '../list-state.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { ENQUIRY_STATUS_KEY, EnquiryStatusBadge } from '../../../components/areas/status-badge.tsx';

function Block({ title, children, hint }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-label={title} className="p-5 sm:p-6">
        <h3 className="text-base font-semibold text-navy-950">{title}</h3>
        {hint && <p className="mt-0.5 text-sm text-slate-600">{hint}</p>}
        {children}
      </section>
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="py-2.5 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 sm:col-span-2 sm:mt-0">{children || t('admin.none')}</dd>
    </div>
  );
}

/** The status select and its button; the server's answer is the enquiry from then on. */
function StatusControl({ enquiry }: { enquiry: AdminEnquiryDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const save = useMutation({
    mutationFn: () => adminEnquiriesApi.setStatus(enquiry.id, status),
    onSuccess: (answer) => {
      notify.success(
        translate('admin.enquiry.statusSaved', { status: translate(ENQUIRY_STATUS_KEY[answer.data.status]) }),
      );
      enquiryChanged(queryClient, answer.data);
    },
    onError: (error) => notify.error(errorMessage(error, translate('admin.enquiry.statusFailed'))),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <SelectField
        label={t('admin.enquiries.statusFilter')}
        className="w-48"
        options={ENQUIRY_STATUSES.map((value) => ({ value, label: t(ENQUIRY_STATUS_KEY[value]) }))}
        value={status}
        onChange={(event) => setStatus(event.currentTarget.value as EnquiryStatus)}
      />
      <Button type="submit" loading={save.isPending} disabled={status === enquiry.status}>
        {t('admin.enquiry.changeStatus')}
      </Button>
    </form>
  );
}

function NoteForm({ enquiryId }: { enquiryId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { form, onSubmit, pending, serverMessage } = useSubmitForm({
    schema: enquiryNoteBody,
    defaultValues: { body: '' },
    send: (values) => adminEnquiriesApi.addNote(enquiryId, values.body),
    onSuccess: () => {
      notify.success(translate('admin.enquiry.noteAdded'));
      form.reset({ body: '' });
      enquiryNoted(queryClient, enquiryId);
    },
    failure: t('admin.enquiry.noteFailed'),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-5"
      aria-label={t('admin.enquiry.addNote')}
    >
      {serverMessage && <ErrorBanner className="mb-3">{serverMessage}</ErrorBanner>}
      <FormField form={form} name="body" label={t('admin.enquiry.note')} multiline rows={3} />
      <Button type="submit" className="mt-3" loading={pending}>
        {t('admin.enquiry.addNote')}
      </Button>
    </form>
  );
}

function EnquiryView({ enquiry }: { enquiry: AdminEnquiryDetail }) {
  const t = useT();
  return (
    <>
      <SectionHeading title={t('admin.enquiry.title', { name: enquiry.full_name })}>
        <EnquiryStatusBadge status={enquiry.status} />
      </SectionHeading>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <Block title={t('admin.enquiry.message')}>
            <p className="mt-3 break-words whitespace-pre-wrap text-slate-800">
              {enquiry.message || t('admin.enquiry.noMessage')}
            </p>
          </Block>
          <Block title={t('admin.enquiry.notes')} hint={t('admin.enquiry.notesHint')}>
            {enquiry.notes.length === 0 ? (
              <p className="mt-3 text-slate-700">{t('admin.enquiry.noNotes')}</p>
            ) : (
              <ol className="mt-3 divide-y divide-slate-100" data-testid="enquiry-notes">
                {enquiry.notes.map((note) => (
                  <li key={note.id} className="py-3">
                    <p className="text-sm text-slate-600">
                      <span className="font-semibold text-slate-800">{note.author_name ?? t('admin.formerAdmin')}</span>{' '}
                      · <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
                    </p>
                    <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
                  </li>
                ))}
              </ol>
            )}
            <NoteForm enquiryId={enquiry.id} />
          </Block>
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <Block title={t('admin.enquiry.changeStatus')}>
            <div className="mt-3">
              {/* Keyed by the stored status, so the select starts from the saved one after a change. */}
              <StatusControl key={enquiry.status} enquiry={enquiry} />
            </div>
          </Block>
          <Block title={t('admin.enquiry.requester')}>
            <dl className="mt-2 divide-y divide-slate-100">
              <Detail label={t('admin.enquiry.field.name')}>{enquiry.full_name}</Detail>
              <Detail label={t('admin.enquiry.field.email')}>
                <a href={`mailto:${enquiry.email}`} className="text-teal-800 underline underline-offset-2">
                  {enquiry.email}
                </a>
              </Detail>
              <Detail label={t('admin.enquiry.field.company')}>{enquiry.company}</Detail>
              <Detail label={t('admin.enquiry.field.phone')}>{enquiry.phone}</Detail>
              <Detail label={t('admin.enquiry.field.position')}>{enquiry.position}</Detail>
              <Detail label={t('admin.enquiry.field.solution')}>
                {enquiry.solution_id === null ? (
                  enquiry.solution_name
                ) : (
                  <Link to={`/solution/${enquiry.solution_id}`} className="text-teal-800 underline underline-offset-2">
                    {enquiry.solution_name}
                  </Link>
                )}
              </Detail>
              <Detail label={t('admin.enquiry.field.received')}>{formatDateTime(enquiry.created_at)}</Detail>
            </dl>
          </Block>
        </div>
      </div>
    </>
  );
}

/** `/admin/enquiries/:id` (docs/product.md §3.11): the message, the requester, the status and the notes. */
export function EnquiryDetailPage() {
  const { id = '' } = useParams();
  const t = useT();
  const enquiry = useAdminEnquiry(id);
  return (
    <>
      <Link
        to="/admin/enquiries"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-teal-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('admin.enquiry.back')}
      </Link>
      <LoadState query={enquiry}>{enquiry.data && <EnquiryView enquiry={enquiry.data} />}</LoadState>
    </>
  );
}
