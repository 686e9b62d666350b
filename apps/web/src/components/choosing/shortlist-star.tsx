import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { shortlistApi, shortlistChanged, useShortlist } from '../../api/shortlist.ts';
import { useT } from '../../i18n/use-t.ts';
import { notify } from '../../lib/toast.ts';
import { errorMessage } from '../../lib/api.ts';

export interface StarProps {
  solution: { id: number; name: string };
  /** `dark`: on the solution page's dark header. */
  tone?: 'light' | 'dark';
}

/** A star that puts the solution on the member's shortlist, or takes it off (issue 29). */
export function ShortlistStar({ solution, tone = 'light' }: StarProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const shortlist = useShortlist();
  const on = shortlist.data?.data.some((item) => item.solution_id === solution.id) ?? false;
  const change = useMutation({
    mutationFn: async () => {
      if (on) await shortlistApi.remove(solution.id);
      else await shortlistApi.add({ solution_id: solution.id });
    },
    onError: (error) => notify.error(errorMessage(error, t('shortlist.failed'))),
    onSettled: () => shortlistChanged(queryClient),
  });
  const colours =
    tone === 'dark'
      ? 'text-white ring-white/40 hover:bg-white/10'
      : 'bg-white text-navy-800 ring-slate-300 hover:bg-slate-50';
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t(on ? 'shortlist.starred' : 'shortlist.star', { name: solution.name })}
      disabled={shortlist.isPending || change.isPending}
      onClick={() => change.mutate()}
      className={`relative z-10 inline-flex size-9 items-center justify-center rounded-lg ring-1 ring-inset disabled:opacity-60 ${colours}`}
      data-testid="shortlist-star"
    >
      <Star className={`size-4.5 ${on ? 'fill-current text-amber-900' : ''}`} aria-hidden="true" />
    </button>
  );
}
