import {
  FileChartColumn,
  FileCode,
  FileImage,
  FileSearch,
  FileSpreadsheet,
  FileText,
  type LucideIcon,
} from 'lucide-react';
import type { CSSProperties } from 'react';

interface FloatingDoc {
  Icon: LucideIcon;
  position: string;
  delay: string;
  duration: string;
  tilt: string;
}

/** Six document icons drifting around the hero (docs/product.md §3.4). Still when motion is reduced. */
// Narrow screens keep them to the corners and edges, clear of the text.
const DOCS: FloatingDoc[] = [
  {
    Icon: FileText,
    position: 'left-[3%] top-[2%] sm:left-[8%] sm:top-[16%]',
    delay: '0s',
    duration: '7s',
    tilt: '-6deg',
  },
  {
    Icon: FileChartColumn,
    position: 'right-[3%] top-[2%] sm:right-[10%] sm:top-[14%]',
    delay: '1.2s',
    duration: '8s',
    tilt: '5deg',
  },
  {
    Icon: FileSpreadsheet,
    position: '-left-4 top-[44%] sm:left-[4%] sm:top-[48%]',
    delay: '0.6s',
    duration: '9s',
    tilt: '4deg',
  },
  {
    Icon: FileCode,
    position: '-right-4 top-[40%] sm:right-[5%] sm:top-[46%]',
    delay: '2s',
    duration: '7.5s',
    tilt: '-5deg',
  },
  {
    Icon: FileImage,
    position: 'left-[4%] bottom-[2%] sm:left-[16%] sm:bottom-[12%]',
    delay: '1.6s',
    duration: '8.5s',
    tilt: '7deg',
  },
  {
    Icon: FileSearch,
    position: 'right-[4%] bottom-[2%] sm:right-[17%] sm:bottom-[14%]',
    delay: '0.3s',
    duration: '6.5s',
    tilt: '-4deg',
  },
];

export function FloatingDocuments() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0" data-testid="floating-documents">
      {DOCS.map(({ Icon, position, delay, duration, tilt }, i) => (
        <span
          key={i}
          className={`absolute ${position} flex size-10 items-center justify-center rounded-xl bg-white/[0.05] text-teal-200/60 ring-1 ring-white/10 backdrop-blur-sm motion-safe:animate-float sm:size-16 sm:rounded-2xl sm:text-teal-200/80`}
          style={{ animationDelay: delay, animationDuration: duration, '--tilt': tilt } as CSSProperties}
        >
          <Icon className="size-4.5 sm:size-7" strokeWidth={1.5} />
        </span>
      ))}
    </div>
  );
}
