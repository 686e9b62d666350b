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
import { ADMIN_TEXT } from '../admin-texts.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { LoadState } from '../list-state.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { EnquiryStatusBadge } from '../../../components/areas/status-badge.tsx';
import { ENQUIRY_TEXT } from './enquiry-texts.ts';

const { fields } = ENQUIRY_TEXT;

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
  return (
    <div className="py-2.5 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 sm:col-span-2 sm:mt-0">{children || ADMIN_TEXT.none}</dd>
    </div>
  );
}

/** The status select and its button; the server's answer is the enquiry from then on. */
function StatusControl({ enquiry }: { enquiry: AdminEnquiryDetail }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const save = useMutation({
    mutationFn: () => adminEnquiriesApi.setStatus(enquiry.id, status),
    onSuccess: (answer) => {
      notify.success(ENQUIRY_TEXT.statusSaved(ENQUIRY_TEXT.status[answer.data.status]));
      enquiryChanged(queryClient, answer.data);
    },
    onError: (error) => notify.error(errorMessage(error, ENQUIRY_TEXT.statusFailed)),
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
        label={ENQUIRY_TEXT.statusFilter}
        className="w-48"
        options={ENQUIRY_STATUSES.map((value) => ({ value, label: ENQUIRY_TEXT.status[value] }))}
        value={status}
        onChange={(event) => setStatus(event.currentTarget.value as EnquiryStatus)}
      />
      <Button type="submit" loading={save.isPending} disabled={status === enquiry.status}>
        {ENQUIRY_TEXT.changeStatus}
      </Button>
    </form>
  );
}

function NoteForm({ enquiryId }: { enquiryId: number }) {
  const queryClient = useQueryClient();
  const { form, onSubmit, pending, serverMessage } = useSubmitForm({
    schema: enquiryNoteBody,
    defaultValues: { body: '' },
    send: (values) => adminEnquiriesApi.addNote(enquiryId, values.body),
    onSuccess: () => {
      notify.success(ENQUIRY_TEXT.noteAdded);
      form.reset({ body: '' });
      enquiryNoted(queryClient, enquiryId);
    },
    failure: ENQUIRY_TEXT.noteFailed,
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5" aria-label={ENQUIRY_TEXT.addNote}>
      {serverMessage && <ErrorBanner className="mb-3">{serverMessage}</ErrorBanner>}
      <FormField form={form} name="body" label={ENQUIRY_TEXT.note} multiline rows={3} />
      <Button type="submit" className="mt-3" loading={pending}>
        {ENQUIRY_TEXT.addNote}
      </Button>
    </form>
  );
}

function EnquiryView({ enquiry }: { enquiry: AdminEnquiryDetail }) {
  return (
    <>
      <SectionHeading title={ENQUIRY_TEXT.title(enquiry.full_name)}>
        <EnquiryStatusBadge status={enquiry.status} />
      </SectionHeading>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <Block title={ENQUIRY_TEXT.message}>
            <p className="mt-3 break-words whitespace-pre-wrap text-slate-800">
              {enquiry.message || ENQUIRY_TEXT.noMessage}
            </p>
          </Block>
          <Block title={ENQUIRY_TEXT.notes} hint={ENQUIRY_TEXT.notesHint}>
            {enquiry.notes.length === 0 ? (
              <p className="mt-3 text-slate-700">{ENQUIRY_TEXT.noNotes}</p>
            ) : (
              <ol className="mt-3 divide-y divide-slate-100" data-testid="enquiry-notes">
                {enquiry.notes.map((note) => (
                  <li key={note.id} className="py-3">
                    <p className="text-sm text-slate-600">
                      <span className="font-semibold text-slate-800">
                        {note.author_name ?? ENQUIRY_TEXT.unknownAuthor}
                      </span>{' '}
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
          <Block title={ENQUIRY_TEXT.changeStatus}>
            <div className="mt-3">
              {/* Keyed by the stored status, so the select starts from the saved one after a change. */}
              <StatusControl key={enquiry.status} enquiry={enquiry} />
            </div>
          </Block>
          <Block title={ENQUIRY_TEXT.requester}>
            <dl className="mt-2 divide-y divide-slate-100">
              <Detail label={fields.name}>{enquiry.full_name}</Detail>
              <Detail label={fields.email}>
                <a href={`mailto:${enquiry.email}`} className="text-teal-800 underline underline-offset-2">
                  {enquiry.email}
                </a>
              </Detail>
              <Detail label={fields.company}>{enquiry.company}</Detail>
              <Detail label={fields.phone}>{enquiry.phone}</Detail>
              <Detail label={fields.position}>{enquiry.position}</Detail>
              <Detail label={fields.solution}>
                {enquiry.solution_id === null ? (
                  enquiry.solution_name
                ) : (
                  <Link to={`/solution/${enquiry.solution_id}`} className="text-teal-800 underline underline-offset-2">
                    {enquiry.solution_name}
                  </Link>
                )}
              </Detail>
              <Detail label={fields.received}>{formatDateTime(enquiry.created_at)}</Detail>
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
  const enquiry = useAdminEnquiry(id);
  return (
    <>
      <Link
        to="/admin/enquiries"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-teal-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {ENQUIRY_TEXT.back}
      </Link>
      <LoadState query={enquiry}>{enquiry.data && <EnquiryView enquiry={enquiry.data} />}</LoadState>
    </>
  );
}
