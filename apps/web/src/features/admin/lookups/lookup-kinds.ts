import type { AdminLookupItem, LookupKind } from '@catalog/shared';
import type { LookupList } from '../../../api/lookups.ts';

/** How the back office names each lookup list, and the public list its values are read from. */
export const KIND_INFO: Record<LookupKind, { label: string; one: string; list: LookupList }> = {
  industry: { label: 'Industries', one: 'industry', list: 'listIndustries' },
  technology: { label: 'Technologies', one: 'technology', list: 'listTechnologies' },
  pattern_of_use: { label: 'Patterns of use', one: 'pattern of use', list: 'listPatternsOfUse' },
  arcgis_product: { label: 'ArcGIS products', one: 'ArcGIS product', list: 'listArcgisProducts' },
  contributor: { label: 'Contributors', one: 'contributor', list: 'listContributors' },
  sector: { label: 'Sectors', one: 'sector', list: 'listSectors' },
};

export const LOOKUP_TEXT = {
  description: 'The lists solutions are described with. Each value shows how many solutions use it.',
  kindsLabel: 'Lookup lists',
  search: (label: string) => `Search ${label.toLowerCase()}`,
  addLabel: (one: string) => `New ${one}`,
  add: 'Add',
  added: (name: string) => `Added "${name}"`,
  addFailed: 'Could not add the value. Please try again.',
  renameLabel: (name: string) => `New name for "${name}"`,
  rename: 'Rename',
  renamed: (name: string) => `Renamed to "${name}"`,
  renameFailed: 'Could not rename the value. Please try again.',
  columns: { name: 'Name', usage: 'Used by', actions: 'Actions' },
  caption: (label: string) => `${label} and how many solutions use each`,
  usage: (n: number) => (n === 0 ? 'Not used' : n === 1 ? '1 solution' : `${n} solutions`),
  empty: (label: string) => `No ${label.toLowerCase()} yet.`,
  noMatch: 'No values match your search.',
  delete: 'Delete',
  deleteTitle: (one: string) => `Delete ${one}`,
  deleteConfirm: (name: string) => `Delete "${name}"? This cannot be undone.`,
  deleted: (name: string) => `Deleted "${name}"`,
  deleteFailed: 'Could not delete the value.',
  merge: 'Merge',
  mergeTitle: (one: string) => `Merge ${one}`,
  mergeExplain: (name: string, one: string) =>
    `Solutions that use "${name}" will use the ${one} you choose instead, and "${name}" is deleted.`,
  mergeInto: 'Merge into',
  mergeChoose: 'Choose the value to keep',
  merged: (name: string, into: string) => `Merged "${name}" into "${into}"`,
  mergeFailed: 'Could not merge the value.',
  logo: 'Logo',
  uploadLogo: (name: string) => `Upload a logo for ${name}`,
  logoUploaded: (name: string) => `New logo for "${name}"`,
  logoFailed: 'Could not upload the logo.',
  logoHint: 'JPG, PNG or GIF',
} as const;

/** What the delete and merge dialogs get: the list, the value (none while closed) and how to close. */
export interface LookupDialogProps {
  kind: LookupKind;
  item: AdminLookupItem | null;
  onClose: () => void;
}
