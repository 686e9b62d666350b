import type { ReactNode } from 'react';

/** A heading's title, the line under it and what stands beside it (actions). */
export interface HeadingProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** Title band at the top of inner pages. */
export function PageHeader({ title, description, children }: HeadingProps) {
  return (
    <div className="surface-dark relative overflow-hidden bg-navy-900 bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.18),transparent_60%)]">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 sm:px-6 md:flex-row md:items-end md:justify-between lg:px-8">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
          {description && <p className="mt-2 max-w-2xl text-navy-100">{description}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
