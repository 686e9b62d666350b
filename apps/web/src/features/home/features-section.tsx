import { Building2, Globe2, GraduationCap, type LucideIcon } from 'lucide-react';

interface Feature {
  title: string;
  text: string;
  Icon: LucideIcon;
}

/** The three feature blurbs of docs/product.md §1.1. */
const FEATURES: Feature[] = [
  {
    title: 'Industry Solutions',
    text: 'Ready-to-use GIS solutions for government, utilities, natural resources, telecommunications and more, shaped together with the people who run them every day.',
    Icon: Building2,
  },
  {
    title: 'International Showcase',
    text: 'Browse proven work from Indonesia and around the world, and see how organisations turn location intelligence into better decisions.',
    Icon: Globe2,
  },
  {
    title: 'Fellowship Program',
    text: 'Join specialists, partners and students who share industry expertise, learn from real cases and co-create the next solution.',
    Icon: GraduationCap,
  },
];

export function FeaturesSection({ id }: { id: string }) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 bg-white py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Why Solution Catalog</p>
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-navy-950 sm:text-4xl">
            One place to discover, share and grow geospatial solutions
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            A showcase gallery for customers and partners in Indonesia and internationally.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ title, text, Icon }) => (
            <li
              key={title}
              className="group relative rounded-2xl border border-slate-200 bg-slate-50/60 p-7 transition hover:-translate-y-1 hover:border-teal-300 hover:bg-white hover:shadow-xl hover:shadow-navy-900/5 motion-reduce:hover:translate-y-0"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-navy-900 text-teal-300 shadow-md">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-navy-950">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
