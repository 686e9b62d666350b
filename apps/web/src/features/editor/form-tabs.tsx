import { lazy, type ReactNode, Suspense } from 'react';
import { Controller } from 'react-hook-form';
import { TextField } from '../../components/ui/field.tsx';
import { Dropdown } from './dropdown.tsx';
import type { EditorField, EditorValues } from './form-values.ts';
import { ProductPicker } from './product-picker.tsx';
import { RichTextFallback } from './rich-text-fallback.tsx';
import type { SolutionFormControl } from './solution-form.tsx';

type Form = SolutionFormControl;

// TipTap is the largest part of the editor: its chunk starts loading with this module and the
// fields show a placeholder of the same size until it is there.
const richTextModule = import('./rich-text-editor.tsx');
const RichTextEditor = lazy(() => richTextModule.then((m) => ({ default: m.RichTextEditor })));

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="grid gap-x-8 gap-y-4 border-b border-slate-200 py-8 first:pt-0 last:border-b-0 last:pb-0 md:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
      <div>
        <h2 className="text-base font-semibold text-navy-950">{title}</h2>
        {description && <p className="mt-1 text-sm leading-relaxed text-slate-600">{description}</p>}
      </div>
      <div className="min-w-0 space-y-5">{children}</div>
    </section>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>;
}

/** register() for a text input, clearing its error as soon as the user types (docs/product.md §5.12). */
const text = (form: Form, name: EditorField) => form.register(name, { onChange: () => form.clearErrors(name) });

function LookupField({
  form,
  name,
  label,
  path,
  multiple,
  required,
  hint,
}: {
  form: Form;
  name: 'contributor_id' | 'sector_id' | 'status' | 'industry_ids' | 'technology_ids' | 'pattern_of_use_ids';
  label: string;
  path: string;
  multiple?: boolean;
  required?: boolean;
  hint?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) =>
        multiple ? (
          <Dropdown
            multiple
            name={name}
            label={label}
            path={path}
            hint={hint}
            required={required}
            value={(field.value as EditorValues['industry_ids']) ?? []}
            onChange={(v) => {
              field.onChange(v);
              form.clearErrors(name);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        ) : (
          <Dropdown
            name={name}
            label={label}
            path={path}
            hint={hint}
            required={required}
            value={field.value as EditorValues['sector_id']}
            onChange={(v) => {
              field.onChange(v);
              form.clearErrors(name);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )
      }
    />
  );
}

function RichField({
  form,
  name,
  label,
  hint,
}: {
  form: Form;
  name: 'description' | 'benefit' | 'challenge' | 'feature';
  label: string;
  hint?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Suspense fallback={<RichTextFallback label={label} />}>
          <RichTextEditor
            name={name}
            label={label}
            hint={hint}
            value={field.value}
            onChange={(html) => {
              field.onChange(html);
              form.clearErrors(name);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        </Suspense>
      )}
    />
  );
}

export function OverviewTab({ form, images, nameMax }: { form: Form; images: ReactNode; nameMax: number }) {
  const { errors } = form.formState;
  return (
    <Panel>
      <Section title="Basics" description="How the solution is named and who made it. Fields marked * are required.">
        <TextField
          label="Name"
          required
          placeholder={`Solution name (max ${nameMax} characters)`}
          error={errors.name?.message}
          {...text(form, 'name')}
        />
        <TextField
          label="Creator"
          required
          placeholder="e.g. Ani Wijaya, Budi Santoso"
          hint="Separate several names with commas"
          error={errors.creator?.message}
          {...text(form, 'creator')}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <LookupField form={form} name="contributor_id" label="Contributor" path="contributor" required />
          <LookupField form={form} name="sector_id" label="Sector" path="sector" required />
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <LookupField form={form} name="status" label="Status" path="solution_status" />
          <LookupField form={form} name="industry_ids" label="Industries" path="industry" multiple />
        </div>
      </Section>
      <Section title="About" description="What the solution does, shown at the top of its page.">
        <RichField form={form} name="description" label="Description" />
      </Section>
      <Section title="Gallery" description="Shown in the solution's gallery and on its card.">
        {images}
      </Section>
    </Panel>
  );
}

const HARDWARE: Array<{ name: EditorField; label: string; hint: string }> = [
  { name: 'hardware_cpu_core', label: 'CPU', hint: 'Cores' },
  { name: 'hardware_ram', label: 'Memory', hint: 'GB' },
  { name: 'hardware_storage', label: 'Storage', hint: 'GB' },
  { name: 'hardware_gpu', label: 'GPU', hint: 'GB' },
];

export function DetailsTab({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <Panel>
      <Section
        title="Value"
        description="Why customers choose it. Each appears as its own section on the solution page."
      >
        <RichField form={form} name="benefit" label="Benefits" />
        <RichField form={form} name="challenge" label="Challenges" />
        <RichField form={form} name="feature" label="Features or Capabilities" />
      </Section>
      <Section title="Classification" description="Used by the catalogue's filters.">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <LookupField form={form} name="technology_ids" label="Technologies" path="technology" multiple />
          <LookupField form={form} name="pattern_of_use_ids" label="Patterns of Use" path="pattern_of_use" multiple />
        </div>
      </Section>
      <Section title="Available for" description="The ArcGIS products the solution works with.">
        <Controller
          control={form.control}
          name="arcgis_product_ids"
          render={({ field, fieldState }) => (
            <ProductPicker
              label="ArcGIS Products"
              value={field.value}
              onChange={(ids) => {
                field.onChange(ids);
                form.clearErrors('arcgis_product_ids');
              }}
              error={fieldState.error?.message}
            />
          )}
        />
      </Section>
      <Section
        title="Hardware Requirement"
        description="Minimum hardware to run the solution. Leave 0 when there is no requirement."
      >
        <div className="grid grid-cols-2 gap-5 lg:grid-cols-4">
          {HARDWARE.map((h) => (
            <TextField
              key={h.name}
              label={`${h.label} (${h.hint})`}
              inputMode="decimal"
              autoComplete="off"
              error={errors[h.name]?.message}
              {...text(form, h.name)}
            />
          ))}
        </div>
      </Section>
    </Panel>
  );
}

const LINKS: Array<{ name: EditorField; label: string; placeholder: string }> = [
  { name: 'storymap_url', label: 'StoryMap URL', placeholder: 'https://storymaps.arcgis.com/...' },
  { name: 'application_demo_url', label: 'Application Demo URL', placeholder: 'https://...' },
  { name: 'repository_url', label: 'Repository URL', placeholder: 'https://...' },
  { name: 'presentation_url', label: 'Presentation Material URL', placeholder: 'https://...' },
  { name: 'pdf_url', label: 'PDF URL', placeholder: 'https://...' },
];

export function ResourcesTab({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <Panel>
      <Section
        title="Links"
        description="StoryMap and application links are shown to signed-in users; repository and presentation links to admins only."
      >
        {LINKS.map((l) => (
          <TextField
            key={l.name}
            label={l.label}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={l.placeholder}
            error={errors[l.name]?.message}
            {...text(form, l.name)}
          />
        ))}
      </Section>
      <Section title="Video" description="A YouTube video is shown as a slide in the solution's gallery.">
        <TextField
          label="Video Link (YouTube)"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://www.youtube.com/watch?v=..."
          error={errors.video_url?.message}
          {...text(form, 'video_url')}
        />
      </Section>
    </Panel>
  );
}
