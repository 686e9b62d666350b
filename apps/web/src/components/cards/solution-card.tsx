import {
  CARD_DESCRIPTION_WORDS,
  CARD_NAME_WORDS,
  LIST_ALLOWED_TAGS,
  RICH_TEXT_DROPPED_TAGS,
  type SolutionListItem,
} from '@catalog/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { CompareToggle, StarHost } from '../choosing/choosing.tsx';
import { useT } from '../../i18n/use-t.ts';
// A file of its own, fetched only by a card without a picture, not a data URL in the list's code.
import fallbackImage from './assets/solution-fallback.svg?no-inline';
import { MARK_RULES, renderPart, Snippet, useSnippet } from './snippet.tsx';
import { truncateWords } from './truncate.ts';

/** Thumbnails are about 640 px wide at 16:10; the box is reserved before they arrive. */
const THUMB_WIDTH = 640;
const THUMB_HEIGHT = 400;
const THUMB_CLASSES =
  'size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100';
/** One column on phones, two from 34rem of grid, three or four on wide screens (solution-results.tsx). */
const CARD_SIZES = '(min-width: 1280px) 320px, (min-width: 640px) 50vw, calc(100vw - 2rem)';

const LIST_RULES = { allowed: LIST_ALLOWED_TAGS, dropped: RICH_TEXT_DROPPED_TAGS };
/** The description's window around its first match: about 10 words and its ellipses. */
const WINDOW_WORDS = 14;

/** The description cut to 10 words (docs/product.md §3.6); with a search, the words around its first match. */
function DescriptionSnippet({ solution }: { solution: SolutionListItem }) {
  const t = useT();
  // A window without a match (the search found the name only) says no more than the usual snippet,
  // which keeps the description's emphasis.
  const window = solution.highlight?.description.includes('<mark>') ? solution.highlight.description : undefined;
  const { parts, truncated } = useSnippet(
    window || solution.description,
    window ? WINDOW_WORDS : CARD_DESCRIPTION_WORDS,
    window ? MARK_RULES : LIST_RULES,
  );
  if (parts.length === 0) return <p className="text-sm text-slate-500 italic">{t('catalog.card.noDescription')}</p>;
  return (
    <p className="text-sm leading-relaxed text-slate-600" data-testid={window ? 'card-highlight' : undefined}>
      {parts.map(renderPart)}
      {truncated && '...'}
    </p>
  );
}

export interface ListLocationState {
  /** The list's query string, so 'Back to List' returns to the same results. */
  listSearch: string;
}

/**
 * `first`: the card a phone shows first, whose picture is the page's largest paint, so it is fetched
 * at once and before the others rather than once the layout finds it on screen.
 */
export function SolutionCard({
  solution,
  listSearch,
  first = false,
}: {
  solution: SolutionListItem;
  listSearch: string;
  first?: boolean;
}) {
  const t = useT();
  const shortName = truncateWords(solution.name, CARD_NAME_WORDS);
  const picture = solution.images[0];
  return (
    // The link is the name; its ::after stretches over the card, so the whole card opens the
    // solution while the link's name stays the text it shows.
    <li
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-lg has-[a:focus-visible]:[outline:3px_solid_var(--focus-ring)] has-[a:focus-visible]:[outline-offset:2px] motion-reduce:transition-none motion-reduce:hover:translate-y-0"
      data-testid="solution-card"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-navy-900">
        {picture ? (
          <ResponsiveImage
            image={picture}
            src={solution.image_url ?? picture.thumbnail_url}
            sizes={CARD_SIZES}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            className={THUMB_CLASSES}
          />
        ) : (
          <img
            src={fallbackImage}
            alt=""
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
            loading="lazy"
            decoding="async"
            className={THUMB_CLASSES}
          />
        )}
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-navy-950/55 opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-has-[a:focus-visible]:opacity-100"
        >
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-navy-900 shadow-lg">
            {t('catalog.card.viewDetails')}
            <ArrowRight className="size-4" />
          </span>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <h3 className="text-base leading-snug font-semibold text-navy-950 group-hover:text-teal-800">
          <Link
            to={`/solution/${solution.solution_id}`}
            state={{ listSearch } satisfies ListLocationState}
            title={shortName === solution.name ? undefined : solution.name}
            className="scroll-mt-80 after:absolute after:inset-0 focus-visible:outline-none"
          >
            {solution.highlight ? (
              <Snippet html={solution.highlight.name} words={CARD_NAME_WORDS} rules={MARK_RULES} />
            ) : (
              shortName
            )}
          </Link>
        </h3>
        <DescriptionSnippet solution={solution} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <p className="text-xs font-medium tracking-wide text-slate-600">
            {t('catalog.card.solutionId')} <span className="tabular-nums">{solution.solution_id}</span>
          </p>
          <div className="flex items-center gap-3">
            <CompareToggle solution={solution} className="text-navy-800" />
            <StarHost solution={solution} />
          </div>
        </div>
      </div>
    </li>
  );
}
