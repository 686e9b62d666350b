import { lazy, type ReactNode, Suspense } from 'react';
import { FormField } from '../../components/form/form-field.tsx';
import { ComboboxField } from '../../components/ui/combobox-field.tsx';
import { type EditorField, idOf, idsOf } from './form-values.ts';
import { ProductPicker } from './product-picker.tsx';
import { RichTextFallback } from './rich-text-fallback.tsx';
import type { SolutionFormControl } from './solution-form.tsx';
import { useLookup } from './use-lookup.ts';
import type { LookupList } from '../../api/lookups.ts';

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

type LookupFieldProps = {
  form: Form;
  label: string;
  /** Lookup list of docs/product.md §6.4. */
  list: LookupList;
  required?: boolean;
} & (
  | { name: 'contributor_id' | 'sector_id' | 'status'; multiple?: false }
  | { name: 'industry_ids' | 'technology_ids' | 'pattern_of_use_ids'; multiple: true }
);

/** A select over a lookup list: one choice, or several with `multiple`. */
function LookupField({ form, list, ...props }: LookupFieldProps) {
  const source = useLookup(list);
  const { name, multiple, ...rest } = props;
  return (
    <FormField
      form={form}
      name={name}
      render={(control) =>
        multiple ? (
          <ComboboxField {...rest} {...control} multiple source={source} value={idsOf(control.value)} />
        ) : (
          <ComboboxField {...rest} {...control} source={source} value={idOf(control.value)} />
        )
      }
    />
  );
}

function RichField({
  form,
  name,
  label,
}: {
  form: Form;
  name: 'description' | 'benefit' | 'challenge' | 'feature';
  label: string;
}) {
  return (
    <FormField
      form={form}
      name={name}
      render={(control) => (
        <Suspense fallback={<RichTextFallback label={label} />}>
          <RichTextEditor label={label} {...control} value={control.value ?? ''} />
        </Suspense>
      )}
    />
  );
}

export function OverviewTab({ form, images, nameMax }: { form: Form; images: ReactNode; nameMax: number }) {
  return (
    <Panel>
      <Section title="Basics" description="How the solution is named and who made it. Fields marked * are required.">
        <FormField
          form={form}
          name="name"
          label="Name"
          required
          placeholder={`Solution name (max ${nameMax} characters)`}
        />
        <FormField
          form={form}
          name="creator"
          label="Creator"
          required
          placeholder="e.g. Ani Wijaya, Budi Santoso"
          hint="Separate several names with commas"
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <LookupField form={form} name="contributor_id" label="Contributor" list="listContributors" required />
          <LookupField form={form} name="sector_id" label="Sector" list="listSectors" required />
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <LookupField form={form} name="status" label="Status" list="listSolutionStatuses" />
          <LookupField form={form} name="industry_ids" label="Industries" list="listIndustries" multiple />
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

const HARDWARE: Array<{
  name: 'hardware_cpu_core' | 'hardware_ram' | 'hardware_storage' | 'hardware_gpu';
  label: string;
  hint: string;
}> = [
  { name: 'hardware_cpu_core', label: 'CPU', hint: 'Cores' },
  { name: 'hardware_ram', label: 'Memory', hint: 'GB' },
  { name: 'hardware_storage', label: 'Storage', hint: 'GB' },
  { name: 'hardware_gpu', label: 'GPU', hint: 'GB' },
];

export function DetailsTab({ form }: { form: Form }) {
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
          <LookupField form={form} name="technology_ids" label="Technologies" list="listTechnologies" multiple />
          <LookupField
            form={form}
            name="pattern_of_use_ids"
            label="Patterns of Use"
            list="listPatternsOfUse"
            multiple
          />
        </div>
      </Section>
      <Section title="Available for" description="The ArcGIS products the solution works with.">
        <FormField
          form={form}
          name="arcgis_product_ids"
          render={(control) => (
            <ProductPicker
              label="ArcGIS Products"
              value={idsOf(control.value).map(Number)}
              onChange={control.onChange}
              error={control.error}
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
            <FormField
              key={h.name}
              form={form}
              name={h.name}
              label={`${h.label} (${h.hint})`}
              inputMode="decimal"
              autoComplete="off"
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
  return (
    <Panel>
      <Section
        title="Links"
        description="StoryMap and application links are shown to signed-in users; repository and presentation links to admins only."
      >
        {LINKS.map((l) => (
          <FormField
            key={l.name}
            form={form}
            name={l.name}
            label={l.label}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={l.placeholder}
          />
        ))}
      </Section>
      <Section title="Video" description="A YouTube video is shown as a slide in the solution's gallery.">
        <FormField
          form={form}
          name="video_url"
          label="Video Link (YouTube)"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://www.youtube.com/watch?v=..."
        />
      </Section>
    </Panel>
  );
}
