import { lazy, type ReactNode, Suspense } from 'react';
import { FormField } from '../../components/form/form-field.tsx';
import { ComboboxField } from '../../components/ui/combobox-field.tsx';
import type { MessageKey } from '../../i18n/keys.ts';
import { useT } from '../../i18n/use-t.ts';
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
  const t = useT();
  return (
    <Panel>
      <Section title={t('editor.section.basics')} description={t('editor.section.basicsDescription')}>
        <FormField
          form={form}
          name="name"
          label={t('editor.field.name')}
          required
          placeholder={t('editor.field.namePlaceholder', { max: nameMax })}
        />
        <FormField
          form={form}
          name="creator"
          label={t('editor.field.creator')}
          required
          placeholder={t('editor.field.creatorPlaceholder')}
          hint={t('editor.field.creatorHint')}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <LookupField
            form={form}
            name="contributor_id"
            label={t('editor.field.contributor')}
            list="listContributors"
            required
          />
          <LookupField form={form} name="sector_id" label={t('editor.field.sector')} list="listSectors" required />
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <LookupField form={form} name="status" label={t('editor.field.status')} list="listSolutionStatuses" />
          <LookupField
            form={form}
            name="industry_ids"
            label={t('editor.field.industries')}
            list="listIndustries"
            multiple
          />
        </div>
      </Section>
      <Section title={t('editor.section.about')} description={t('editor.section.aboutDescription')}>
        <RichField form={form} name="description" label={t('editor.field.description')} />
      </Section>
      <Section title={t('editor.section.gallery')} description={t('editor.section.galleryDescription')}>
        {images}
      </Section>
    </Panel>
  );
}

const HARDWARE: Array<{
  name: 'hardware_cpu_core' | 'hardware_ram' | 'hardware_storage' | 'hardware_gpu';
  label: MessageKey;
  hint: MessageKey;
}> = [
  { name: 'hardware_cpu_core', label: 'editor.field.cpu', hint: 'editor.field.cores' },
  { name: 'hardware_ram', label: 'editor.field.memory', hint: 'editor.field.gb' },
  { name: 'hardware_storage', label: 'editor.field.storage', hint: 'editor.field.gb' },
  { name: 'hardware_gpu', label: 'editor.field.gpu', hint: 'editor.field.gb' },
];

export function DetailsTab({ form }: { form: Form }) {
  const t = useT();
  return (
    <Panel>
      <Section title={t('editor.section.value')} description={t('editor.section.valueDescription')}>
        <RichField form={form} name="benefit" label={t('editor.field.benefits')} />
        <RichField form={form} name="challenge" label={t('editor.field.challenges')} />
        <RichField form={form} name="feature" label={t('editor.field.features')} />
      </Section>
      <Section title={t('editor.section.classification')} description={t('editor.section.classificationDescription')}>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <LookupField
            form={form}
            name="technology_ids"
            label={t('editor.field.technologies')}
            list="listTechnologies"
            multiple
          />
          <LookupField
            form={form}
            name="pattern_of_use_ids"
            label={t('editor.field.patternsOfUse')}
            list="listPatternsOfUse"
            multiple
          />
        </div>
      </Section>
      <Section title={t('editor.section.availableFor')} description={t('editor.section.availableForDescription')}>
        <FormField
          form={form}
          name="arcgis_product_ids"
          render={(control) => (
            <ProductPicker
              label={t('editor.field.arcgisProducts')}
              value={idsOf(control.value).map(Number)}
              onChange={control.onChange}
              error={control.error}
            />
          )}
        />
      </Section>
      <Section title={t('editor.section.hardware')} description={t('editor.section.hardwareDescription')}>
        <div className="grid grid-cols-2 gap-5 lg:grid-cols-4">
          {HARDWARE.map((h) => (
            <FormField
              key={h.name}
              form={form}
              name={h.name}
              label={t('editor.field.hardware', { part: t(h.label), unit: t(h.hint) })}
              inputMode="decimal"
              autoComplete="off"
            />
          ))}
        </div>
      </Section>
    </Panel>
  );
}

const LINKS: Array<{ name: EditorField; label: MessageKey; placeholder: string }> = [
  { name: 'storymap_url', label: 'editor.field.storymapUrl', placeholder: 'https://storymaps.arcgis.com/...' },
  { name: 'application_demo_url', label: 'editor.field.applicationDemoUrl', placeholder: 'https://...' },
  { name: 'repository_url', label: 'editor.field.repositoryUrl', placeholder: 'https://...' },
  { name: 'presentation_url', label: 'editor.field.presentationUrl', placeholder: 'https://...' },
  { name: 'pdf_url', label: 'editor.field.pdfUrl', placeholder: 'https://...' },
];

export function ResourcesTab({ form }: { form: Form }) {
  const t = useT();
  return (
    <Panel>
      <Section title={t('editor.section.links')} description={t('editor.section.linksDescription')}>
        {LINKS.map((l) => (
          <FormField
            key={l.name}
            form={form}
            name={l.name}
            label={t(l.label)}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={l.placeholder}
          />
        ))}
      </Section>
      <Section title={t('editor.section.video')} description={t('editor.section.videoDescription')}>
        <FormField
          form={form}
          name="video_url"
          label={t('editor.field.videoUrl')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://www.youtube.com/watch?v=..."
        />
      </Section>
    </Panel>
  );
}
