import type admin from './catalogs/en/admin.json';
import type auth from './catalogs/en/auth.json';
import type catalog from './catalogs/en/catalog.json';
import type common from './catalogs/en/common.json';
import type editor from './catalogs/en/editor.json';
import type enquiry from './catalogs/en/enquiry.json';
import type forms from './catalogs/en/forms.json';
import type home from './catalogs/en/home.json';
import type layout from './catalogs/en/layout.json';
import type messages from './catalogs/en/messages.json';
import type misc from './catalogs/en/misc.json';
import type pagination from './catalogs/en/pagination.json';
import type profile from './catalogs/en/profile.json';
import type site from './catalogs/en/site.json';
import type solution from './catalogs/en/solution.json';
import type ui from './catalogs/en/ui.json';

/**
 * Every text key of the client: the English catalog files are the list (their Indonesian
 * counterparts have the same keys, which build/catalogs.test.ts checks). Each area of the client
 * has its file.
 */
export type MessageKey =
  | keyof typeof admin
  | keyof typeof auth
  | keyof typeof catalog
  | keyof typeof common
  | keyof typeof editor
  | keyof typeof enquiry
  | keyof typeof forms
  | keyof typeof home
  | keyof typeof layout
  | keyof typeof messages
  | keyof typeof misc
  | keyof typeof pagination
  | keyof typeof profile
  | keyof typeof site
  | keyof typeof solution
  | keyof typeof ui;
