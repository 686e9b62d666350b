import { type Language, LANGUAGE_NAMES } from '@catalog/shared';
import { Languages } from 'lucide-react';
import { cx } from '../../components/ui/cx.ts';
import { switchLanguage } from '../../i18n/switch-language.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';

const other = (language: Language): Language => (language === 'en' ? 'id' : 'en');

/**
 * The nav bar's language switch: it offers the other language, named in that language, and keeps
 * the choice (docs/decisions/0125-languages.md). `narrow` is its row in the small screens' menu.
 */
export function LanguageSwitch({ narrow = false, onSwitched }: { narrow?: boolean; onSwitched?: () => void }) {
  const t = useT();
  const next = other(useLanguage());
  const name = LANGUAGE_NAMES[next];
  return (
    <button
      type="button"
      lang={next}
      title={t('language.switchTo', { language: name })}
      data-testid="language-switch"
      onClick={() => void switchLanguage(next).then(onSwitched)}
      className={cx(
        'inline-flex items-center gap-2 font-medium text-navy-100 hover:bg-white/5 hover:text-white',
        narrow ? 'w-full rounded-lg px-3 py-3 text-base' : 'rounded-md px-3 py-2 text-sm',
      )}
    >
      <Languages className={narrow ? 'size-5' : 'size-4'} aria-hidden="true" />
      {name}
    </button>
  );
}
