import type { AdminLookupItem, LookupKind } from '@catalog/shared';
import type { LookupList } from '../../../api/lookups.ts';
import type { MessageKey } from '../../../i18n/keys.ts';

/**
 * How the back office names each lookup list (its tab, the list in a sentence and one of its
 * values), and the public list its values are read from.
 */
export const KIND_INFO: Record<LookupKind, { label: MessageKey; many: MessageKey; one: MessageKey; list: LookupList }> =
  {
    industry: {
      label: 'admin.lookups.kind.industry',
      many: 'admin.lookups.kind.industry.many',
      one: 'admin.lookups.kind.industry.one',
      list: 'listIndustries',
    },
    technology: {
      label: 'admin.lookups.kind.technology',
      many: 'admin.lookups.kind.technology.many',
      one: 'admin.lookups.kind.technology.one',
      list: 'listTechnologies',
    },
    pattern_of_use: {
      label: 'admin.lookups.kind.patternOfUse',
      many: 'admin.lookups.kind.patternOfUse.many',
      one: 'admin.lookups.kind.patternOfUse.one',
      list: 'listPatternsOfUse',
    },
    arcgis_product: {
      label: 'admin.lookups.kind.arcgisProduct',
      many: 'admin.lookups.kind.arcgisProduct.many',
      one: 'admin.lookups.kind.arcgisProduct.one',
      list: 'listArcgisProducts',
    },
    contributor: {
      label: 'admin.lookups.kind.contributor',
      many: 'admin.lookups.kind.contributor.many',
      one: 'admin.lookups.kind.contributor.one',
      list: 'listContributors',
    },
    sector: {
      label: 'admin.lookups.kind.sector',
      many: 'admin.lookups.kind.sector.many',
      one: 'admin.lookups.kind.sector.one',
      list: 'listSectors',
    },
  };

/** What the delete and merge dialogs get: the list, the value (none while closed) and how to close. */
export interface LookupDialogProps {
  kind: LookupKind;
  item: AdminLookupItem | null;
  onClose: () => void;
}
