import type { LookupKind } from './admin.ts';

/** How each lookup list is named in the back office's English messages and activity log. */
export const LOOKUP_LABELS: Record<LookupKind, string> = {
  industry: 'industry',
  technology: 'technology',
  pattern_of_use: 'pattern of use',
  arcgis_product: 'ArcGIS product',
  contributor: 'contributor',
  sector: 'sector',
};

const label = (kind: LookupKind) => LOOKUP_LABELS[kind];
/** "1 solution", "3 solutions". */
export const solutionCount = (count: number) => `${count} ${count === 1 ? 'solution' : 'solutions'}`;

/**
 * The back office's answers (docs/product.md §6.6), codes `admin.<name>` (message-codes.ts). A
 * lookup message takes the list's `kind` (`industry`, …), not its English label, so that another
 * language names the list in its own words.
 */
export const ADMIN_MESSAGES = {
  lastAdmin: 'This is the last active admin: make another account an admin first',
  alreadyActive: 'This account is already active',
  accountNotFound: 'Account not found',
  enquiryNotFound: 'Enquiry not found',
  nothingToChange: 'Give a role or disabled to change',
  nameRequired: 'Name is required',
  nameTooLong: ({ max }: { max: number }) => `Name must be at most ${max} characters`,
  nameControlCharacters: 'Name must not contain control characters',
  noteRequired: 'Note is required',
  noteTooLong: ({ max }: { max: number }) => `Note must be at most ${max} characters`,
  lookupNotFound: ({ kind }: { kind: LookupKind }) =>
    `${label(kind).charAt(0).toUpperCase()}${label(kind).slice(1)} not found`,
  lookupNameTaken: ({ kind, name }: { kind: LookupKind; name: string }) =>
    `A ${label(kind)} named "${name}" already exists`,
  lookupInUse: ({ kind, count }: { kind: LookupKind; count: number }) =>
    `This ${label(kind)} is used by ${solutionCount(count)}. Merge it into another ${label(kind)} to delete it.`,
  lookupMergeSelf: ({ kind }: { kind: LookupKind }) => `A ${label(kind)} cannot be merged into itself`,
  chooseAnotherValue: 'Choose another value',
  lookupMergeMissing: ({ kind, id }: { kind: LookupKind; id: number }) =>
    `There is no ${label(kind)} with id ${id} to merge into`,
  noLogo: 'Please choose an image',
  oneLogo: 'Send one image',
  revisionNotFound: 'Version not found',
  restoreLookupDeleted: ({ kind, name }: { kind: LookupKind; name: string }) =>
    `This version cannot be restored: the ${label(kind)} "${name}" has been deleted since`,
  notInTrash: 'This solution is not in the trash',
  chooseAtLeastOne: ({ name }: { name: string }) => `Choose at least one of ${name}`,
  expiryInvalid: 'Expiry must be a date and time in ISO 8601, e.g. 2027-01-31T00:00:00Z',
  expiryPast: 'Expiry must be in the future',
  tokenNotFound: 'Token not found',
  tokenScope: ({ scope }: { scope: string }) => `This token may not do this: it needs the scope ${scope}`,
  tokenNotForAccounts: 'API tokens cannot use the account routes: sign in as a person',
  tooManyTokenRequests: 'Too many requests with this token. Please wait a moment and try again.',
  webhookNotFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  webhookUrlInvalid: 'Give an https address (http only to this machine)',
  webhookUrlRefused: 'This address may not receive webhooks: link-local and cloud metadata addresses are refused',
  webhookUrlUnresolved: 'This address does not resolve',
  insightRangeTooLong: ({ max }: { max: number }) => `Choose a range of at most ${max} days`,
  synonymNotFound: 'Synonym set not found',
  synonymTermsCount: 'A synonym set has 2 to 10 terms',
  synonymTermShape: 'Each term is one to three words of at most 40 characters',
  synonymTermTwice: 'This term is already in the set',
  synonymTermTaken: 'A term of this set is already in another synonym set',
  importUnknownLookup: ({ kind, name }: { kind: LookupKind; name: string }) =>
    `There is no ${label(kind)} named "${name}"`,
  importRowInvalid: 'This row is not valid',
  importInTrash: 'The solution with this id is in the trash: restore it first',
  importDuplicate: ({ row }: { row: number }) => `Row ${row} already imports this solution`,
  importNameAmbiguous: 'Several solutions have this name: give the solution_id',
  importFormat: ({ format }: { format: string }) => `The file must be a ${format} export`,
  importMalformedJson: 'The file is not valid JSON',
  importMalformedCsv: ({ line }: { line: number }) => `The CSV file is malformed at line ${line}`,
  importEmpty: 'The file holds no solutions',
  importTooManyRows: ({ max }: { max: number }) => `A file may hold at most ${max} solutions`,
} as const;
