import type { SolutionImage } from '@catalog/shared';
import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import placeholderImage from './assets/solution-placeholder.svg';
import { youtubeEmbedUrl, youtubeId } from './youtube.ts';
import { type Translate, useT } from '../../i18n/use-t.ts';

export type Slide =
  | { kind: 'image'; key: string; image: SolutionImage; src: string; thumb: string; caption: string }
  | { kind: 'video'; key: string; embedUrl: string; caption: string };

/** The solution's pictures, then its video when the link is a YouTube one (docs/product.md §3.7). */
export function slidesOf(images: readonly SolutionImage[], videoUrl: string, t: Translate): Slide[] {
  const slides: Slide[] = images.map((image, i) => ({
    kind: 'image',
    key: `image-${image.id}`,
    image,
    src: image.image_url,
    thumb: image.thumbnail_url,
    caption: image.name || t('solution.carousel.image', { number: i + 1 }),
  }));
  const id = videoUrl ? youtubeId(videoUrl) : null;
  if (id)
    slides.push({
      kind: 'video',
      key: `video-${id}`,
      embedUrl: youtubeEmbedUrl(id),
      caption: t('solution.carousel.video'),
    });
  return slides;
}

/** Pictures are stored at up to 1200 × 750; the frame keeps that shape before they load. */
const FRAME_WIDTH = 1200;
const FRAME_HEIGHT = 750;
/** The main column: the whole width on phones, beside the 20–22rem sidebar from 1024 px, at most 7xl. */
const FRAME_SIZES = '(min-width: 1280px) 860px, (min-width: 1024px) calc(100vw - 26rem), calc(100vw - 2rem)';

const arrowClasses =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-lg ring-1 ring-black/5 backdrop-blur transition hover:bg-white';

/**
 * docs/product.md §3.7 carousel: previous and next wrap around at both ends, thumbnails pick a slide and the
 * caption names it. Arrow keys move while focus is in the carousel; Home and End jump to the ends.
 */
export function ImageCarousel({ slides, title }: { slides: Slide[]; title: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const thumbRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const stripRef = useRef<HTMLUListElement>(null);
  const count = slides.length;
  const current = count ? Math.min(index, count - 1) : 0;

  // Keeps the current thumbnail in view by scrolling the strip only, never the page.
  useEffect(() => {
    const strip = stripRef.current;
    const thumb = thumbRefs.current[current];
    if (!strip || !thumb || strip.scrollWidth <= strip.clientWidth) return;
    const left = thumb.offsetLeft;
    if (left < strip.scrollLeft || left + thumb.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollTo({ left: left - (strip.clientWidth - thumb.offsetWidth) / 2 });
    }
  }, [current]);

  if (count === 0) {
    return (
      <figure
        className="overflow-hidden rounded-2xl border border-slate-200 bg-navy-900 shadow-sm"
        data-testid="carousel-placeholder"
      >
        <img
          src={placeholderImage}
          alt=""
          width={FRAME_WIDTH}
          height={FRAME_HEIGHT}
          className="aspect-[16/10] w-full object-cover"
        />
        <figcaption className="bg-white px-4 py-3 text-sm text-slate-600">{t('solution.carousel.noImages')}</figcaption>
      </figure>
    );
  }

  const go = (to: number, focusThumb = false) => {
    const next = ((to % count) + count) % count;
    setIndex(next);
    if (focusThumb) thumbRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const onThumb = thumbRefs.current.includes(event.target as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };
    const to = moves[event.key];
    if (to === undefined || count < 2) return;
    event.preventDefault();
    go(to, onThumb);
  };

  const slide = slides[current]!;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('solution.carousel.label', { title })}
      onKeyDown={onKeyDown}
      data-testid="carousel"
    >
      <div className="relative overflow-hidden rounded-2xl bg-navy-950 shadow-sm ring-1 ring-slate-200">
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={t('solution.carousel.slideOf', { number: current + 1, count })}
          className="aspect-[16/10] w-full"
          data-testid="carousel-slide"
          data-kind={slide.kind}
        >
          {slide.kind === 'image' ? (
            <ResponsiveImage
              key={slide.key}
              image={slide.image}
              src={slide.src}
              sizes={FRAME_SIZES}
              alt={slide.caption}
              decoding="async"
              className="size-full object-contain"
            />
          ) : (
            <iframe
              key={slide.key}
              src={slide.embedUrl}
              title={t('solution.carousel.videoTitle', { title })}
              className="size-full"
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
              allowFullScreen
            />
          )}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(current - 1)}
              className={cx(arrowClasses, 'left-3')}
              aria-label={t('solution.carousel.previous')}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => go(current + 1)}
              className={cx(arrowClasses, 'right-3')}
              aria-label={t('solution.carousel.next')}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      <p
        className="mt-3 flex items-baseline justify-between gap-4 text-sm"
        aria-live="polite"
        data-testid="carousel-caption"
      >
        <span className="font-medium text-navy-900">{slide.caption}</span>
        <span className="shrink-0 text-slate-600 tabular-nums">
          {current + 1} / {count}
        </span>
      </p>
      {count > 1 && (
        <ul
          ref={stripRef}
          className="relative mt-2 -mx-1.5 flex gap-2 overflow-x-auto p-1.5"
          aria-label={t('solution.carousel.slides')}
        >
          {slides.map((s, i) => (
            <li key={s.key} className="shrink-0">
              <button
                ref={(el) => {
                  thumbRefs.current[i] = el;
                }}
                type="button"
                onClick={() => go(i)}
                aria-label={t('solution.carousel.showSlide', { number: i + 1, caption: s.caption })}
                aria-current={i === current ? 'true' : undefined}
                className={cx(
                  'relative block h-16 w-24 overflow-hidden rounded-lg ring-offset-2 transition sm:h-[4.5rem] sm:w-28',
                  i === current ? 'ring-3 ring-teal-600' : 'opacity-75 ring-1 ring-slate-300 hover:opacity-100',
                )}
              >
                {s.kind === 'image' ? (
                  <ResponsiveImage
                    image={s.image}
                    src={s.thumb}
                    sizes="112px"
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                ) : (
                  <span className="flex size-full items-center justify-center bg-navy-900 text-white">
                    <Play className="size-6 fill-current" aria-hidden="true" />
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
