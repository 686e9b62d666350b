import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';

/** docs/product.md §3.6 catalogue banner; visitors without a token also get the sign-in prompt. */
export function CatalogBanner({ signInTo }: { signInTo: string | null }) {
  const t = useT();
  return (
    <PageHeader title="Solution Catalog" description={t('catalog.banner.description')}>
      {signInTo && (
        <div
          className="max-w-md rounded-2xl border-l-4 border-teal-300 bg-white/[0.07] p-4 ring-1 ring-white/15"
          data-testid="sign-in-prompt"
        >
          <p className="text-sm leading-relaxed text-navy-100">
            {t('catalog.banner.prompt')}{' '}
            <Link
              to={signInTo}
              className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-teal-200 underline-offset-4 hover:text-white hover:underline"
            >
              {t('catalog.banner.signIn')}
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          </p>
        </div>
      )}
    </PageHeader>
  );
}
