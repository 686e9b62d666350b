import { isEmail, MAINTENANCE_COUNTDOWN_SECONDS } from '@catalog/shared';
import { CircleCheck, Wrench } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { useT } from '../../i18n/use-t.ts';

const pad = (n: number) => String(n).padStart(2, '0');

function useCountdown(from: number) {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return { hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}

/** docs/product.md §3.10: a countdown from 2 h 30 min and a notify-me box that only says thank you. */
export function MaintenancePage() {
  const t = useT();
  const { hours, minutes, seconds } = useCountdown(MAINTENANCE_COUNTDOWN_SECONDS);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [thanked, setThanked] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email.trim())) {
      setError(t(email.trim() ? 'misc.maintenance.emailInvalid' : 'misc.maintenance.emailRequired'));
      return;
    }
    setThanked(true);
  };

  const units = [
    { id: 'hours', label: t('misc.maintenance.hours'), value: hours },
    { id: 'minutes', label: t('misc.maintenance.minutes'), value: minutes },
    { id: 'seconds', label: t('misc.maintenance.seconds'), value: seconds },
  ];

  return (
    <section className="flex flex-1 items-center justify-center bg-gradient-to-b from-slate-100 to-white px-4 py-16 sm:py-24">
      <DocumentTitle>{t('misc.maintenance.documentTitle')}</DocumentTitle>
      <div className="w-full max-w-2xl text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-navy-900 text-teal-300 shadow-lg">
          <Wrench className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-navy-950 sm:text-4xl">
          {t('misc.maintenance.title')}
        </h1>
        <p className="mx-auto mt-3 max-w-lg text-lg text-slate-600">{t('misc.maintenance.text')}</p>
        <div role="timer" aria-label={t('misc.maintenance.timer')} className="mt-10 flex justify-center gap-3 sm:gap-5">
          {units.map((unit) => (
            <div key={unit.id} className="w-24 rounded-2xl bg-navy-900 px-2 py-4 shadow-lg sm:w-32 sm:py-6">
              <span className="block text-4xl font-bold text-white tabular-nums sm:text-5xl" data-unit={unit.id}>
                {pad(unit.value)}
              </span>
              <span className="mt-1 block text-xs font-semibold tracking-widest text-teal-200 uppercase">
                {unit.label}
              </span>
            </div>
          ))}
        </div>
        <div className="mx-auto mt-12 max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm">
          {thanked ? (
            <p role="status" className="flex items-start gap-3 text-slate-700">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
              <span>
                <span className="font-semibold text-navy-950">{t('misc.maintenance.thanksTitle')}</span>{' '}
                {t('misc.maintenance.thanksText')}
              </span>
            </p>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <p className="mb-4 font-semibold text-navy-950">{t('misc.maintenance.notifyTitle')}</p>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <TextField
                  className="flex-1"
                  label={t('misc.maintenance.email')}
                  type="email"
                  autoComplete="email"
                  placeholder="you@company.com"
                  value={email}
                  error={error}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setError(undefined);
                  }}
                />
                <Button type="submit" className="sm:mt-[26px]">
                  {t('misc.maintenance.notify')}
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
