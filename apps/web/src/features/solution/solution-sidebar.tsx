import { SOLUTION_STATUSES, type SolutionDetail } from '@catalog/shared';
import { statusName } from '../../i18n/solution-status.ts';
import { Boxes, Cpu, ExternalLink, HardDrive, LockKeyhole, MemoryStick, MonitorCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../components/ui/cx.ts';
import { initialsOf } from '../../lib/initials.ts';
import type { MessageKey } from '../../i18n/keys.ts';
import { useNumberFormat, useT } from '../../i18n/use-t.ts';

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <h2 className="text-sm font-semibold text-navy-950">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty() {
  const t = useT();
  return <p className="text-sm text-slate-600 italic">{t('solution.sidebar.noInformation')}</p>;
}

/** Only web links become anchors; anything else stored in a URL field is shown as text. */
const isWebUrl = (url: string) => /^(?:https?|ftp):\/\//i.test(url);

function hostOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function ExternalLinkBlock({ title, url, testId }: { title: string; url: string | undefined; testId: string }) {
  const t = useT();
  return (
    <Block title={title} testId={testId}>
      {!url ? (
        <Empty />
      ) : isWebUrl(url) ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="group inline-flex max-w-full items-center gap-2 text-sm font-medium text-teal-800 hover:text-teal-950"
        >
          <span className="truncate underline underline-offset-2">{hostOf(url)}</span>
          <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t('ui.opensInNewTab')}</span>
        </a>
      ) : (
        <p className="text-sm break-all text-slate-700">{url}</p>
      )}
    </Block>
  );
}

/** Comma-separated creator names; the contributor stands in when there are none. */
export function contributorsOf(solution: Pick<SolutionDetail, 'creator' | 'contributor'>): string[] {
  const names = solution.creator
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length === 0 && solution.contributor) names.push(solution.contributor.name);
  return [...new Set(names)];
}

const HARDWARE: Array<{
  key: 'cpu_core' | 'ram' | 'storage' | 'gpu';
  label: MessageKey;
  /** The unit's text; `count` chooses its form. */
  unit: MessageKey;
  icon: typeof Cpu;
}> = [
  { key: 'cpu_core', label: 'solution.sidebar.cpu', unit: 'solution.sidebar.cores', icon: Cpu },
  { key: 'ram', label: 'solution.sidebar.memory', unit: 'solution.sidebar.gigabytes', icon: MemoryStick },
  { key: 'storage', label: 'solution.sidebar.storage', unit: 'solution.sidebar.gigabytes', icon: HardDrive },
  { key: 'gpu', label: 'solution.sidebar.gpu', unit: 'solution.sidebar.gigabytes', icon: MonitorCog },
];

const STATUS_TONE: Record<string, string> = {
  release_public: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  release_register: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  release_internal: 'bg-indigo-50 text-indigo-800 ring-indigo-600/20',
  review: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  testing: 'bg-orange-50 text-orange-900 ring-orange-600/25',
  development: 'bg-slate-100 text-slate-800 ring-slate-500/20',
};

interface SidebarProps {
  solution: SolutionDetail;
  signedIn: boolean;
  isAdmin: boolean;
  signInTo: string;
}

/** docs/product.md §3.7 sidebar, with the signed-in-only and admin-only blocks of §2.2. */
export function SolutionSidebar({ solution, signedIn, isAdmin, signInTo }: SidebarProps) {
  const t = useT();
  const number = useNumberFormat();
  const contributors = contributorsOf(solution);
  const status = SOLUTION_STATUSES.find((s) => s.id === solution.status);
  const hardware = { cpu_core: 0, ram: 0, storage: 0, gpu: 0, ...solution.hardware };
  return (
    <div className="space-y-4">
      <Block title={t('solution.sidebar.developedFor')} testId="developed-for">
        {solution.industry.length === 0 ? (
          <Empty />
        ) : (
          <ul className="flex flex-wrap gap-2">
            {solution.industry.map((industry) => (
              <li
                key={industry.id}
                className="rounded-full bg-navy-50 px-3 py-1 text-xs font-medium text-navy-800 ring-1 ring-navy-100 ring-inset"
              >
                {industry.name}
              </li>
            ))}
          </ul>
        )}
      </Block>

      <Block title={t('solution.sidebar.availableFor')} testId="available-for">
        {solution.arcgis_product.length === 0 ? (
          <Empty />
        ) : (
          <ul className="space-y-2.5">
            {solution.arcgis_product.map((product) => (
              <li key={product.id} className="flex items-center gap-3 text-sm text-slate-800">
                {product.image ? (
                  <img
                    src={product.image}
                    alt=""
                    width={32}
                    height={32}
                    loading="lazy"
                    className="size-8 shrink-0 rounded-md object-contain"
                  />
                ) : (
                  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500">
                    <Boxes className="size-4" aria-hidden="true" />
                  </span>
                )}
                {product.name}
              </li>
            ))}
          </ul>
        )}
      </Block>

      <Block title={t('solution.sidebar.contributors')} testId="contributors">
        {contributors.length === 0 ? (
          <Empty />
        ) : (
          <ul className="space-y-2.5">
            {contributors.map((name) => (
              <li key={name} className="flex items-center gap-3 text-sm font-medium text-slate-800">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-teal-300 to-cyan-500 text-xs font-semibold text-navy-950"
                  data-testid="contributor-initials"
                >
                  {initialsOf(name, undefined).slice(0, 3)}
                </span>
                {name}
              </li>
            ))}
          </ul>
        )}
      </Block>

      {signedIn ? (
        <>
          <Block title={t('solution.sidebar.status')} testId="solution-status">
            {status ? (
              <span
                className={cx(
                  'inline-flex rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
                  STATUS_TONE[status.id],
                )}
              >
                {statusName(t, status.id, status.name)}
              </span>
            ) : (
              <Empty />
            )}
          </Block>
          <Block title={t('solution.sidebar.hardware')} testId="hardware">
            <dl className="grid grid-cols-2 gap-2">
              {HARDWARE.map(({ key, label, unit, icon: Icon }) => (
                <div key={key} className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200 ring-inset">
                  <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
                    <Icon className="size-3.5" aria-hidden="true" />
                    {t(label)}
                  </dt>
                  <dd className="mt-0.5 text-sm font-semibold text-navy-950 tabular-nums">
                    {number.format(hardware[key])} {t(unit, { count: hardware[key] })}
                  </dd>
                </div>
              ))}
            </dl>
          </Block>
          <ExternalLinkBlock title={t('solution.sidebar.storymap')} url={solution.storymap_url} testId="storymap-url" />
          <ExternalLinkBlock
            title={t('solution.sidebar.application')}
            url={solution.application_demo_url}
            testId="application-url"
          />
          {isAdmin && (
            <>
              <ExternalLinkBlock
                title={t('solution.sidebar.presentation')}
                url={solution.presentation_url}
                testId="presentation-url"
              />
              <ExternalLinkBlock
                title={t('solution.sidebar.repository')}
                url={solution.repository_url}
                testId="repository-url"
              />
            </>
          )}
        </>
      ) : (
        <section
          className="surface-dark rounded-2xl bg-navy-900 p-5 text-sm text-navy-100 shadow-sm"
          data-testid="members-teaser"
        >
          <p className="flex items-center gap-2 font-semibold text-white">
            <LockKeyhole className="size-4 text-teal-300" aria-hidden="true" />
            {t('solution.sidebar.membersTitle')}
          </p>
          <p className="mt-2 leading-relaxed">{t('solution.sidebar.membersText')}</p>
          <Link
            to={signInTo}
            className="mt-3 inline-flex font-semibold text-teal-200 underline-offset-4 hover:text-white hover:underline"
          >
            {t('solution.sidebar.signIn')}
          </Link>
        </section>
      )}
    </div>
  );
}
