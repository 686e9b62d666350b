/**
 * Written by `npm run client` (scripts/client-generate.ts) from the API's OpenAPI document with
 * openapi-typescript: never edit it by hand (docs/decisions/0177).
 */
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process answers */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database answers; 503 with Retry-After while it does not */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an inactive account and mail its activation link */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Activate an account with the token of its activation link */
    get: operations['activateAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in; answers a bearer token */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: the token of this session stops working */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out everywhere: every session of the account ends */
    post: operations['logoutEverywhere'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/forget-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password reset link (same answer for every email) */
    post: operations['forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the token of a reset link */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Profile of the signed-in user, with the new-solution mail choice */
    get: operations['getProfile'];
    /** Edit the profile fields and the new-solution mail choice */
    put: operations['updateProfile'];
    post?: never;
    /** Delete the account after its password; its enquiries stay without personal fields */
    delete: operations['deleteAccount'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me/language': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Keep the language of the account: its mails are written in it */
    put: operations['updateLanguage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password; every other session ends, this one stays signed in */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everything held about the account, as a JSON download */
    get: operations['exportAccountData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me/enquiries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The enquiries this account sent, newest first, with their status */
    get: operations['listMyEnquiries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/industry-group': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Industries, as the options of the industry_group filter */
    get: operations['listIndustryGroups'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/industry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Industries */
    get: operations['listIndustries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/technology': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Technologies */
    get: operations['listTechnologies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/contributor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contributors */
    get: operations['listContributors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/pattern_of_use': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Patterns of use */
    get: operations['listPatternsOfUse'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/sector': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sectors */
    get: operations['listSectors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/solution_status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Solution statuses in display order */
    get: operations['listSolutionStatuses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/arcgis_product': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** ArcGIS products with their logo */
    get: operations['listArcgisProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/solution': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Solutions the caller may see: filtered, searched, sorted and paginated, with optional facet counts */
    get: operations['listSolutions'];
    put?: never;
    /** Create a solution (multipart form fields, repeated `images` files) */
    post: operations['createSolution'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/compare': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Two to four solutions side by side, in the order asked, as the detail answers them for the caller; `missing` lists the ids the caller may not see */
    get: operations['compareSolutions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/solution/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One solution with its lookups and images; fields depend on the caller’s role */
    get: operations['getSolution'];
    /** Edit a solution; fields left out keep their value */
    put: operations['updateSolution'];
    post?: never;
    /** Move a solution to the trash: gone from every listing at once, restorable for 30 days */
    delete: operations['deleteSolution'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/feed.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Atom feed of the newest 50 solutions a visitor may see, for any list query */
    get: operations['getFeed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/solution/{id}/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add images to a solution (multipart, repeated `images` files) */
    post: operations['addSolutionImages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/solution/images/{imageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove one image of a solution */
    delete: operations['deleteSolutionImage'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/enquiry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a demo and enquiry request about one solution, or several at once (`solution_ids`) */
    post: operations['sendEnquiry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Opt-out confirmation page */
    get: operations['showUnsubscribePage'];
    put?: never;
    /** Opt out of new-solution mail */
    post: operations['unsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-searches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The saved searches of this account, by name */
    get: operations['listSavedSearches'];
    put?: never;
    /** Save a list query under a name, with or without its daily digest */
    post: operations['createSavedSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-searches/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename a saved search, change its query or turn its digest on or off */
    put: operations['updateSavedSearch'];
    post?: never;
    /** Delete a saved search */
    delete: operations['deleteSavedSearch'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/saved-search/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Confirmation page to stop the daily digest of one saved search */
    get: operations['showSavedSearchUnsubscribePage'];
    put?: never;
    /** Stop the daily digest of one saved search (the search itself is kept) */
    post: operations['unsubscribeSavedSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me/shortlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shortlist of this account, newest first, each with its note and card, and its share link */
    get: operations['getShortlist'];
    put?: never;
    /** Put a solution on the shortlist (at most 50), or change its note when it is there already */
    post: operations['addToShortlist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me/shortlist/{solution_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Take a solution off the shortlist */
    delete: operations['removeFromShortlist'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me/shortlist/share': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The read-only share link of the shortlist; the same link until it is revoked */
    post: operations['shareShortlist'];
    /** Revoke the share link of the shortlist: it stops working at once */
    delete: operations['revokeShortlistShare'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/shortlist/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shared shortlist, read-only: the cards of its solutions a visitor may see */
    get: operations['getSharedShortlist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/lookups/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The values of one lookup list with how many solutions use each, by name */
    get: operations['listAdminLookups'];
    put?: never;
    /** Add a value to a lookup list; names are unique per list, whatever their case */
    post: operations['createAdminLookup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/lookups/{kind}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename a value of a lookup list */
    put: operations['renameAdminLookup'];
    post?: never;
    /** Delete a value no solution uses; with merge_into, first move its solutions to that value of the same list */
    delete: operations['deleteAdminLookup'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/lookups/arcgis_product/{id}/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the logo of an ArcGIS product (multipart, one `image` file: JPG, PNG or GIF) */
    post: operations['uploadProductLogo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/suggest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Up to 8 suggestions while typing: solutions the caller may see and lookup values whose name has a word starting with, or resembling, what was typed */
    get: operations['suggestCatalog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/solution/{id}/related': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Up to 6 other solutions the caller may see, ranked by shared industries, technologies, ArcGIS products and name words */
    get: operations['listRelatedSolutions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/synonyms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The synonym sets of the search, oldest first */
    get: operations['listAdminSynonyms'];
    put?: never;
    /** Add a set of 2 to 10 equivalent search terms; a term belongs to one set only */
    post: operations['createAdminSynonym'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/synonyms/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace the terms of a synonym set */
    put: operations['updateAdminSynonym'];
    post?: never;
    /** Delete a synonym set */
    delete: operations['deleteAdminSynonym'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What admins changed, newest first, by actor and kind */
    get: operations['listAdminActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/solutions/{id}/revisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A solution's revisions, newest first, each with its author, time and summary */
    get: operations['listSolutionRevisions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/solutions/{id}/revisions/{rev}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One revision: the solution as it was, and its changes against the revision before */
    get: operations['getSolutionRevision'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/solutions/{id}/revisions/{rev}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Write a revision back as a new revision; refused when one of its lookup values has been deleted since */
    post: operations['restoreSolutionRevision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/trash': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Deleted solutions, newest deletion first, with when each is purged */
    get: operations['listTrash'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/trash/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Put a deleted solution back in the catalogue */
    post: operations['restoreFromTrash'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/trash/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a solution in the trash for good, with its images, links and revisions */
    delete: operations['deleteForever'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/solutions/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every solution in the catalogue (not the trash) with its lookups by name and its image URLs, as JSON or CSV (UTF-8 with a byte order mark), streamed as an attachment */
    get: operations['exportCatalog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/solutions/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create or update solutions from an export (JSON or CSV body) by solution_id, else by name; a dry run reports each row and changes nothing */
    post: operations['importCatalog'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/insight': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Views, searches, enquiries and sign-ups per WIB day, top solutions and search words (default: the last 30 days) */
    get: operations['getInsight'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/insight.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One table of insight as a CSV file (UTF-8 with a byte order mark) */
    get: operations['exportInsight'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Accounts, newest first; search matches the name or the email */
    get: operations['listAdminUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the role of an account or disable it; its sessions end at once */
    patch: operations['updateAdminUser'];
    trace?: never;
  };
  '/api/admin/users/{id}/resend-activation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a new activation link to an account that is not active yet */
    post: operations['resendActivation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/enquiries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enquiries, newest first, by status, solution and day */
    get: operations['listAdminEnquiries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/enquiries.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The enquiries of the same filters as a CSV file (UTF-8 with a byte order mark) */
    get: operations['exportAdminEnquiries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/enquiries/new-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many enquiries are still new (the menu badge) */
    get: operations['countNewEnquiries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/enquiries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One enquiry with its message, the requester and the notes */
    get: operations['getAdminEnquiry'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Set the status of an enquiry */
    patch: operations['updateAdminEnquiry'];
    trace?: never;
  };
  '/api/admin/enquiries/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a note to an enquiry */
    post: operations['addEnquiryNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Solutions per status, recent and new enquiries, accounts waiting for activation, searches that found nothing */
    get: operations['getAdminOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** API tokens not revoked, newest first; never their secrets */
    get: operations['listApiTokens'];
    put?: never;
    /** Create an API token; the answer holds its secret, shown this once */
    post: operations['createApiToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an API token: refused from the next request on, on every instance */
    delete: operations['revokeApiToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Webhook endpoints, without their secrets */
    get: operations['listWebhooks'];
    put?: never;
    /** Register a webhook endpoint; the answer holds its signing secret, shown this once */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the URL or events of a webhook endpoint, or pause or resume it */
    put: operations['updateWebhook'];
    post?: never;
    /** Delete a webhook endpoint with its deliveries */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest 100 deliveries to a webhook endpoint, newest first */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks/deliveries/{id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a delivery again, as a new delivery of the same event */
    post: operations['redeliverWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/uploads/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A stored image or thumbnail */
    get: operations['getImageFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemap.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sitemap of the home page, the list page and every solution a visitor may see */
    get: operations['getSitemap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemap-{part}.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One part of a sitemap too large for one file, as its index names it */
    get: operations['getSitemapPart'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robots.txt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Crawl rules: the pages to leave out, and where the sitemap is */
    get: operations['getRobots'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AddEnquiryNoteBody: {
      body: string;
    };
    AddEnquiryNoteResponse: {
      data: components['schemas']['GetAdminEnquiryResponseDataNotesItem'];
      message?: string;
    };
    AddSolutionImagesResponse: {
      data: components['schemas']['AddSolutionImagesResponseData'];
      message?: string;
    };
    AddSolutionImagesResponseData: {
      images: components['schemas']['SolutionImage'][];
      errors: components['schemas']['AddSolutionImagesResponseDataErrorsItem'][];
    };
    AddSolutionImagesResponseDataErrorsItem: {
      file: string;
      message: string;
      /**
       * @description What the message says, whatever its wording: a client shows it in its own words by this code
       * @enum {string}
       */
      code:
        | 'validation.fullNameRequired'
        | 'validation.fullNameLength'
        | 'validation.fullNameChars'
        | 'validation.emailRequired'
        | 'validation.emailInvalid'
        | 'validation.emailInvisible'
        | 'validation.emailLocalAscii'
        | 'validation.passwordRequired'
        | 'validation.passwordLength'
        | 'validation.passwordRule'
        | 'validation.confirmEmpty'
        | 'validation.confirmMismatch'
        | 'validation.phoneEmpty'
        | 'validation.phoneInvalid'
        | 'validation.urlInvalid'
        | 'validation.youtubeRequired'
        | 'validation.youtubeInvalid'
        | 'validation.required'
        | 'validation.enquirySolutions'
        | 'validation.selectAtLeastOne'
        | 'validation.invalidNumber'
        | 'validation.min'
        | 'validation.max'
        | 'validation.invalidFormat'
        | 'validation.maxLength'
        | 'validation.minLength'
        | 'validation.imageType'
        | 'validation.imageSize'
        | 'validation.imagePixels'
        | 'validation.imageUnreadable'
        | 'validation.toastFailedLogin'
        | 'validation.toastCorrectErrors'
        | 'account.registered'
        | 'account.activated'
        | 'account.activationInvalid'
        | 'account.badCredentials'
        | 'account.notActivated'
        | 'account.disabled'
        | 'account.forgotSent'
        | 'account.resetDone'
        | 'account.resetInvalid'
        | 'account.signedOut'
        | 'account.signedOutEverywhere'
        | 'member.profileSaved'
        | 'member.passwordChanged'
        | 'member.currentPasswordWrong'
        | 'member.passwordWrong'
        | 'member.accountDeleted'
        | 'member.savedSearchNotFound'
        | 'member.savedSearchLimit'
        | 'member.savedSearchNameTaken'
        | 'member.savedSearchDeleted'
        | 'member.shortlistItemNotFound'
        | 'member.shortlistLimit'
        | 'member.shortlistRemoved'
        | 'member.shortlistShareRevoked'
        | 'server.enquirySent'
        | 'server.tooManyAttempts'
        | 'server.tooManyEnquiries'
        | 'server.tooManyRequests'
        | 'server.requestTooSlow'
        | 'server.briefOutage'
        | 'server.internalError'
        | 'server.invalidToken'
        | 'server.unreadableImage'
        | 'server.solutionNotFound'
        | 'server.shortlistNotFound'
        | 'server.authRequired'
        | 'server.forbidden'
        | 'server.notFound'
        | 'server.imageNotFound'
        | 'server.routeNotFound'
        | 'server.fileNotFound'
        | 'server.metricsToken'
        | 'server.enquiriesFromUsers'
        | 'server.unknownOption'
        | 'server.noImages'
        | 'server.imagesRefused'
        | 'server.bodyTooLarge'
        | 'server.unsupportedContentType'
        | 'server.invalidJson'
        | 'server.requestMalformed'
        | 'server.invalidValue'
        | 'server.invalidInput'
        | 'server.badRequest'
        | 'server.notMultipart'
        | 'server.tooManyFiles'
        | 'server.tooManyFormFields'
        | 'server.invalidFormFieldName'
        | 'server.unreadableForm'
        | 'server.formFieldTooLong'
        | 'server.unlisted'
        | 'query.oneOf'
        | 'query.positiveWholeNumber'
        | 'query.wholeNumberFromTo'
        | 'query.idList'
        | 'query.valueList'
        | 'query.tooLong'
        | 'query.dateFormat'
        | 'query.dateInvalid'
        | 'query.trueOrFalse'
        | 'query.fromAfterTo'
        | 'query.facets'
        | 'query.language'
        | 'query.compareIds'
        | 'admin.lastAdmin'
        | 'admin.alreadyActive'
        | 'admin.accountNotFound'
        | 'admin.enquiryNotFound'
        | 'admin.nothingToChange'
        | 'admin.nameRequired'
        | 'admin.nameTooLong'
        | 'admin.nameControlCharacters'
        | 'admin.noteRequired'
        | 'admin.noteTooLong'
        | 'admin.lookupNotFound'
        | 'admin.lookupNameTaken'
        | 'admin.lookupInUse'
        | 'admin.lookupMergeSelf'
        | 'admin.chooseAnotherValue'
        | 'admin.lookupMergeMissing'
        | 'admin.noLogo'
        | 'admin.oneLogo'
        | 'admin.revisionNotFound'
        | 'admin.restoreLookupDeleted'
        | 'admin.notInTrash'
        | 'admin.chooseAtLeastOne'
        | 'admin.expiryInvalid'
        | 'admin.expiryPast'
        | 'admin.tokenNotFound'
        | 'admin.tokenScope'
        | 'admin.tokenNotForAccounts'
        | 'admin.tooManyTokenRequests'
        | 'admin.webhookNotFound'
        | 'admin.deliveryNotFound'
        | 'admin.webhookUrlInvalid'
        | 'admin.webhookUrlRefused'
        | 'admin.webhookUrlUnresolved'
        | 'admin.insightRangeTooLong'
        | 'admin.synonymNotFound'
        | 'admin.synonymTermsCount'
        | 'admin.synonymTermShape'
        | 'admin.synonymTermTwice'
        | 'admin.synonymTermTaken'
        | 'admin.importUnknownLookup'
        | 'admin.importRowInvalid'
        | 'admin.importInTrash'
        | 'admin.importDuplicate'
        | 'admin.importNameAmbiguous'
        | 'admin.importFormat'
        | 'admin.importMalformedJson'
        | 'admin.importMalformedCsv'
        | 'admin.importEmpty'
        | 'admin.importTooManyRows';
      params: components['schemas']['ErrorBodyInputParams'];
    };
    AddToShortlistBody: {
      solution_id: number | string;
      note?: string;
    };
    AddToShortlistResponse: {
      data: components['schemas']['GetShortlistResponseDataItem'];
      message?: string;
    };
    ApiToken: {
      id: number;
      name: string;
      scopes: ('catalog:read' | 'catalog:write' | 'enquiries:read' | 'admin')[];
      created_at: string;
      expires_at: string | null;
      created_by: components['schemas']['ApiTokenCreatedBy'];
      last_used_at: string | null;
    };
    ApiTokenCreated: {
      id: number;
      name: string;
      scopes: ('catalog:read' | 'catalog:write' | 'enquiries:read' | 'admin')[];
      created_at: string;
      expires_at: string | null;
      token: string;
    };
    ApiTokenCreatedBy: {
      id: number | null;
      name: string | null;
    };
    CatalogExport: {
      /** @constant */
      format: 'solution-catalog/1';
      exported_at: string;
      solutions: components['schemas']['ExportedSolution'][];
    };
    ChangePasswordBody: {
      current_password: string;
      new_password: string;
      new_password_confirmation: string;
    };
    CompareSolutionsResponse: {
      data: components['schemas']['SolutionDetail'][];
      missing: number[];
    };
    CountNewEnquiriesResponse: {
      data: components['schemas']['CountNewEnquiriesResponseData'];
      message?: string;
    };
    CountNewEnquiriesResponseData: {
      count: number;
    };
    CreateAdminLookupBody: {
      name: string;
    };
    CreateAdminLookupResponse: {
      data: components['schemas']['ListAdminLookupsResponseDataItem'];
      message?: string;
    };
    CreateAdminSynonymBody: {
      terms: string[];
    };
    CreateAdminSynonymResponse: {
      data: components['schemas']['ListAdminSynonymsResponseDataItem'];
      message?: string;
    };
    CreateApiTokenBody: {
      name: string;
      scopes: ('catalog:read' | 'catalog:write' | 'enquiries:read' | 'admin')[];
      expires_at?: string | null;
    };
    CreateApiTokenResponse: {
      data: components['schemas']['ApiTokenCreated'];
      message?: string;
    };
    CreateSavedSearchBody: {
      name: string;
      /** @default  */
      query: string;
      /** @default false */
      alert: boolean;
    };
    CreateSavedSearchResponse: {
      data: components['schemas']['ExportAccountDataResponseSavedSearchesItem'];
      message?: string;
    };
    CreateSolutionResponse: {
      data: components['schemas']['SolutionDetail'];
      message?: string;
    };
    CreateWebhookBody: {
      url: string;
      events: (
        'solution.created' | 'solution.updated' | 'solution.deleted' | 'solution.released' | 'enquiry.created'
      )[];
    };
    CreateWebhookResponse: {
      data: components['schemas']['WebhookCreated'];
      message?: string;
    };
    DeleteAccountBody: {
      password: string;
    };
    ErrorBody: {
      message: string;
      /**
       * @description What the message says, whatever its wording: a client shows it in its own words by this code
       * @enum {string}
       */
      code:
        | 'validation.fullNameRequired'
        | 'validation.fullNameLength'
        | 'validation.fullNameChars'
        | 'validation.emailRequired'
        | 'validation.emailInvalid'
        | 'validation.emailInvisible'
        | 'validation.emailLocalAscii'
        | 'validation.passwordRequired'
        | 'validation.passwordLength'
        | 'validation.passwordRule'
        | 'validation.confirmEmpty'
        | 'validation.confirmMismatch'
        | 'validation.phoneEmpty'
        | 'validation.phoneInvalid'
        | 'validation.urlInvalid'
        | 'validation.youtubeRequired'
        | 'validation.youtubeInvalid'
        | 'validation.required'
        | 'validation.enquirySolutions'
        | 'validation.selectAtLeastOne'
        | 'validation.invalidNumber'
        | 'validation.min'
        | 'validation.max'
        | 'validation.invalidFormat'
        | 'validation.maxLength'
        | 'validation.minLength'
        | 'validation.imageType'
        | 'validation.imageSize'
        | 'validation.imagePixels'
        | 'validation.imageUnreadable'
        | 'validation.toastFailedLogin'
        | 'validation.toastCorrectErrors'
        | 'account.registered'
        | 'account.activated'
        | 'account.activationInvalid'
        | 'account.badCredentials'
        | 'account.notActivated'
        | 'account.disabled'
        | 'account.forgotSent'
        | 'account.resetDone'
        | 'account.resetInvalid'
        | 'account.signedOut'
        | 'account.signedOutEverywhere'
        | 'member.profileSaved'
        | 'member.passwordChanged'
        | 'member.currentPasswordWrong'
        | 'member.passwordWrong'
        | 'member.accountDeleted'
        | 'member.savedSearchNotFound'
        | 'member.savedSearchLimit'
        | 'member.savedSearchNameTaken'
        | 'member.savedSearchDeleted'
        | 'member.shortlistItemNotFound'
        | 'member.shortlistLimit'
        | 'member.shortlistRemoved'
        | 'member.shortlistShareRevoked'
        | 'server.enquirySent'
        | 'server.tooManyAttempts'
        | 'server.tooManyEnquiries'
        | 'server.tooManyRequests'
        | 'server.requestTooSlow'
        | 'server.briefOutage'
        | 'server.internalError'
        | 'server.invalidToken'
        | 'server.unreadableImage'
        | 'server.solutionNotFound'
        | 'server.shortlistNotFound'
        | 'server.authRequired'
        | 'server.forbidden'
        | 'server.notFound'
        | 'server.imageNotFound'
        | 'server.routeNotFound'
        | 'server.fileNotFound'
        | 'server.metricsToken'
        | 'server.enquiriesFromUsers'
        | 'server.unknownOption'
        | 'server.noImages'
        | 'server.imagesRefused'
        | 'server.bodyTooLarge'
        | 'server.unsupportedContentType'
        | 'server.invalidJson'
        | 'server.requestMalformed'
        | 'server.invalidValue'
        | 'server.invalidInput'
        | 'server.badRequest'
        | 'server.notMultipart'
        | 'server.tooManyFiles'
        | 'server.tooManyFormFields'
        | 'server.invalidFormFieldName'
        | 'server.unreadableForm'
        | 'server.formFieldTooLong'
        | 'server.unlisted'
        | 'query.oneOf'
        | 'query.positiveWholeNumber'
        | 'query.wholeNumberFromTo'
        | 'query.idList'
        | 'query.valueList'
        | 'query.tooLong'
        | 'query.dateFormat'
        | 'query.dateInvalid'
        | 'query.trueOrFalse'
        | 'query.fromAfterTo'
        | 'query.facets'
        | 'query.language'
        | 'query.compareIds'
        | 'admin.lastAdmin'
        | 'admin.alreadyActive'
        | 'admin.accountNotFound'
        | 'admin.enquiryNotFound'
        | 'admin.nothingToChange'
        | 'admin.nameRequired'
        | 'admin.nameTooLong'
        | 'admin.nameControlCharacters'
        | 'admin.noteRequired'
        | 'admin.noteTooLong'
        | 'admin.lookupNotFound'
        | 'admin.lookupNameTaken'
        | 'admin.lookupInUse'
        | 'admin.lookupMergeSelf'
        | 'admin.chooseAnotherValue'
        | 'admin.lookupMergeMissing'
        | 'admin.noLogo'
        | 'admin.oneLogo'
        | 'admin.revisionNotFound'
        | 'admin.restoreLookupDeleted'
        | 'admin.notInTrash'
        | 'admin.chooseAtLeastOne'
        | 'admin.expiryInvalid'
        | 'admin.expiryPast'
        | 'admin.tokenNotFound'
        | 'admin.tokenScope'
        | 'admin.tokenNotForAccounts'
        | 'admin.tooManyTokenRequests'
        | 'admin.webhookNotFound'
        | 'admin.deliveryNotFound'
        | 'admin.webhookUrlInvalid'
        | 'admin.webhookUrlRefused'
        | 'admin.webhookUrlUnresolved'
        | 'admin.insightRangeTooLong'
        | 'admin.synonymNotFound'
        | 'admin.synonymTermsCount'
        | 'admin.synonymTermShape'
        | 'admin.synonymTermTwice'
        | 'admin.synonymTermTaken'
        | 'admin.importUnknownLookup'
        | 'admin.importRowInvalid'
        | 'admin.importInTrash'
        | 'admin.importDuplicate'
        | 'admin.importNameAmbiguous'
        | 'admin.importFormat'
        | 'admin.importMalformedJson'
        | 'admin.importMalformedCsv'
        | 'admin.importEmpty'
        | 'admin.importTooManyRows';
      params: components['schemas']['ErrorBodyInputParams'];
      errors?: components['schemas']['ErrorBodyInputErrors'];
      fieldErrors?: components['schemas']['ErrorBodyFieldErrors'];
    };
    /** @description The code and values of each message of `errors`, by the same field paths */
    ErrorBodyFieldErrors: {
      [key: string]: components['schemas']['ErrorBodyFieldErrorsValue'];
    };
    ErrorBodyFieldErrorsValue: {
      /**
       * @description What the message says, whatever its wording: a client shows it in its own words by this code
       * @enum {string}
       */
      code:
        | 'validation.fullNameRequired'
        | 'validation.fullNameLength'
        | 'validation.fullNameChars'
        | 'validation.emailRequired'
        | 'validation.emailInvalid'
        | 'validation.emailInvisible'
        | 'validation.emailLocalAscii'
        | 'validation.passwordRequired'
        | 'validation.passwordLength'
        | 'validation.passwordRule'
        | 'validation.confirmEmpty'
        | 'validation.confirmMismatch'
        | 'validation.phoneEmpty'
        | 'validation.phoneInvalid'
        | 'validation.urlInvalid'
        | 'validation.youtubeRequired'
        | 'validation.youtubeInvalid'
        | 'validation.required'
        | 'validation.enquirySolutions'
        | 'validation.selectAtLeastOne'
        | 'validation.invalidNumber'
        | 'validation.min'
        | 'validation.max'
        | 'validation.invalidFormat'
        | 'validation.maxLength'
        | 'validation.minLength'
        | 'validation.imageType'
        | 'validation.imageSize'
        | 'validation.imagePixels'
        | 'validation.imageUnreadable'
        | 'validation.toastFailedLogin'
        | 'validation.toastCorrectErrors'
        | 'account.registered'
        | 'account.activated'
        | 'account.activationInvalid'
        | 'account.badCredentials'
        | 'account.notActivated'
        | 'account.disabled'
        | 'account.forgotSent'
        | 'account.resetDone'
        | 'account.resetInvalid'
        | 'account.signedOut'
        | 'account.signedOutEverywhere'
        | 'member.profileSaved'
        | 'member.passwordChanged'
        | 'member.currentPasswordWrong'
        | 'member.passwordWrong'
        | 'member.accountDeleted'
        | 'member.savedSearchNotFound'
        | 'member.savedSearchLimit'
        | 'member.savedSearchNameTaken'
        | 'member.savedSearchDeleted'
        | 'member.shortlistItemNotFound'
        | 'member.shortlistLimit'
        | 'member.shortlistRemoved'
        | 'member.shortlistShareRevoked'
        | 'server.enquirySent'
        | 'server.tooManyAttempts'
        | 'server.tooManyEnquiries'
        | 'server.tooManyRequests'
        | 'server.requestTooSlow'
        | 'server.briefOutage'
        | 'server.internalError'
        | 'server.invalidToken'
        | 'server.unreadableImage'
        | 'server.solutionNotFound'
        | 'server.shortlistNotFound'
        | 'server.authRequired'
        | 'server.forbidden'
        | 'server.notFound'
        | 'server.imageNotFound'
        | 'server.routeNotFound'
        | 'server.fileNotFound'
        | 'server.metricsToken'
        | 'server.enquiriesFromUsers'
        | 'server.unknownOption'
        | 'server.noImages'
        | 'server.imagesRefused'
        | 'server.bodyTooLarge'
        | 'server.unsupportedContentType'
        | 'server.invalidJson'
        | 'server.requestMalformed'
        | 'server.invalidValue'
        | 'server.invalidInput'
        | 'server.badRequest'
        | 'server.notMultipart'
        | 'server.tooManyFiles'
        | 'server.tooManyFormFields'
        | 'server.invalidFormFieldName'
        | 'server.unreadableForm'
        | 'server.formFieldTooLong'
        | 'server.unlisted'
        | 'query.oneOf'
        | 'query.positiveWholeNumber'
        | 'query.wholeNumberFromTo'
        | 'query.idList'
        | 'query.valueList'
        | 'query.tooLong'
        | 'query.dateFormat'
        | 'query.dateInvalid'
        | 'query.trueOrFalse'
        | 'query.fromAfterTo'
        | 'query.facets'
        | 'query.language'
        | 'query.compareIds'
        | 'admin.lastAdmin'
        | 'admin.alreadyActive'
        | 'admin.accountNotFound'
        | 'admin.enquiryNotFound'
        | 'admin.nothingToChange'
        | 'admin.nameRequired'
        | 'admin.nameTooLong'
        | 'admin.nameControlCharacters'
        | 'admin.noteRequired'
        | 'admin.noteTooLong'
        | 'admin.lookupNotFound'
        | 'admin.lookupNameTaken'
        | 'admin.lookupInUse'
        | 'admin.lookupMergeSelf'
        | 'admin.chooseAnotherValue'
        | 'admin.lookupMergeMissing'
        | 'admin.noLogo'
        | 'admin.oneLogo'
        | 'admin.revisionNotFound'
        | 'admin.restoreLookupDeleted'
        | 'admin.notInTrash'
        | 'admin.chooseAtLeastOne'
        | 'admin.expiryInvalid'
        | 'admin.expiryPast'
        | 'admin.tokenNotFound'
        | 'admin.tokenScope'
        | 'admin.tokenNotForAccounts'
        | 'admin.tooManyTokenRequests'
        | 'admin.webhookNotFound'
        | 'admin.deliveryNotFound'
        | 'admin.webhookUrlInvalid'
        | 'admin.webhookUrlRefused'
        | 'admin.webhookUrlUnresolved'
        | 'admin.insightRangeTooLong'
        | 'admin.synonymNotFound'
        | 'admin.synonymTermsCount'
        | 'admin.synonymTermShape'
        | 'admin.synonymTermTwice'
        | 'admin.synonymTermTaken'
        | 'admin.importUnknownLookup'
        | 'admin.importRowInvalid'
        | 'admin.importInTrash'
        | 'admin.importDuplicate'
        | 'admin.importNameAmbiguous'
        | 'admin.importFormat'
        | 'admin.importMalformedJson'
        | 'admin.importMalformedCsv'
        | 'admin.importEmpty'
        | 'admin.importTooManyRows';
      params: components['schemas']['ErrorBodyInputParams'];
    };
    ErrorBodyInputErrors: {
      [key: string]: string;
    };
    /** @description The values the message puts in its text, by name; empty when none */
    ErrorBodyInputParams: {
      [key: string]: string | number;
    };
    ExportAccountDataResponse: {
      exported_at: string;
      profile: components['schemas']['ExportAccountDataResponseProfile'];
      enquiries: components['schemas']['ExportAccountDataResponseEnquiriesItem'][];
      saved_searches: components['schemas']['ExportAccountDataResponseSavedSearchesItem'][];
      shortlist: components['schemas']['ExportAccountDataResponseShortlistItem'][];
      shortlist_share: components['schemas']['ExportAccountDataResponseShortlistShareOption1'] | null;
      notifications: components['schemas']['ExportAccountDataResponseNotifications'];
    };
    ExportAccountDataResponseEnquiriesItem: {
      id: number;
      solution_id: number | null;
      solution_name: string;
      message: string;
      /** @enum {string} */
      status: 'new' | 'in_progress' | 'closed';
      created_at: string;
      full_name: string;
      email: string;
      company: string;
      phone: string;
      position: string;
    };
    ExportAccountDataResponseNotifications: {
      new_solutions: boolean;
      saved_search_alerts: components['schemas']['ExportAccountDataResponseNotificationsSavedSearchAlertsItem'][];
    };
    ExportAccountDataResponseNotificationsSavedSearchAlertsItem: {
      saved_search_id: number;
      name: string;
      alert: boolean;
    };
    ExportAccountDataResponseProfile: {
      user_id: number;
      full_name: string;
      email: string;
      company: string;
      phone: string;
      position: string;
      is_staff: boolean;
      notify_new_solutions: boolean;
      /** @enum {string} */
      language: 'en' | 'id';
      created_at: string;
      updated_at: string;
    };
    ExportAccountDataResponseSavedSearchesItem: {
      id: number;
      name: string;
      query: string;
      alert: boolean;
      created_at: string;
      updated_at: string;
    };
    ExportAccountDataResponseShortlistItem: {
      solution_id: number;
      solution_name: string;
      note: string;
      created_at: string;
    };
    ExportAccountDataResponseShortlistShareOption1: {
      url: string;
      created_at: string;
    };
    ExportedSolution: {
      id: number;
      solution_id: number;
      name: string;
      description: string;
      /** @enum {string} */
      status?: 'release_public' | 'release_register' | 'release_internal' | 'review' | 'testing' | 'development';
      image_url: string | null;
      images: components['schemas']['SolutionImage'][];
      industry: components['schemas']['LookupItem'][];
      technology: components['schemas']['LookupItem'][];
      contributor: components['schemas']['LookupItem'] | null;
      created_at: string;
      feature: string;
      benefit: string;
      challenge: string;
      creator: string;
      sector: components['schemas']['LookupItem'] | null;
      pattern_of_use: components['schemas']['LookupItem'][];
      arcgis_product: components['schemas']['ProductItem'][];
      hardware?: components['schemas']['Hardware'];
      video_url: string;
      pdf_url: string;
      storymap_url?: string;
      application_demo_url?: string;
      presentation_url?: string;
      repository_url?: string;
      updated_at: string;
      contributor_name: string | null;
      sector_name: string | null;
      industries: string[];
      technologies: string[];
      patterns_of_use: string[];
      arcgis_products: string[];
    };
    FacetCount: {
      id: number | string;
      count: number;
    };
    Facets: {
      industry_group: components['schemas']['FacetCount'][];
      technology: components['schemas']['FacetCount'][];
      status: components['schemas']['FacetCount'][];
      contributor: components['schemas']['FacetCount'][];
      pattern_of_use: components['schemas']['FacetCount'][];
    };
    ForgotPasswordBody: {
      email: string;
    };
    GetAdminEnquiryResponse: {
      data: components['schemas']['GetAdminEnquiryResponseData'];
      message?: string;
    };
    GetAdminEnquiryResponseData: {
      id: number;
      /** @enum {string} */
      status: 'new' | 'in_progress' | 'closed';
      solution_id: number | null;
      solution_name: string;
      full_name: string;
      email: string;
      company: string;
      created_at: string;
      user_id: number | null;
      phone: string;
      position: string;
      message: string;
      solutions: components['schemas']['GetAdminEnquiryResponseDataSolutionsItem'][];
      notes: components['schemas']['GetAdminEnquiryResponseDataNotesItem'][];
    };
    GetAdminEnquiryResponseDataNotesItem: {
      id: number;
      body: string;
      created_at: string;
      author_id: number | null;
      author_name: string | null;
    };
    GetAdminEnquiryResponseDataSolutionsItem: {
      id: number | null;
      name: string;
    };
    GetAdminOverviewResponse: {
      data: components['schemas']['GetAdminOverviewResponseData'];
      message?: string;
    };
    GetAdminOverviewResponseData: {
      solutions_by_status: components['schemas']['GetAdminOverviewResponseDataSolutionsByStatusItem'][];
      enquiries_this_week: number;
      enquiries_new: number;
      accounts_awaiting_activation: number;
      searches_without_results: components['schemas']['GetAdminOverviewResponseDataSearchesWithoutResultsItem'][];
    };
    GetAdminOverviewResponseDataSearchesWithoutResultsItem: {
      word: string;
      count: number;
    };
    GetAdminOverviewResponseDataSolutionsByStatusItem: {
      /** @enum {string} */
      status: 'release_public' | 'release_register' | 'release_internal' | 'review' | 'testing' | 'development';
      name: string;
      count: number;
    };
    GetHealthResponse: {
      /** @enum {string} */
      status: 'ok';
      /** @enum {string} */
      database: 'sqlite' | 'postgres';
    };
    GetInsightResponse: {
      data: components['schemas']['GetInsightResponseData'];
      message?: string;
    };
    GetInsightResponseData: {
      days: components['schemas']['GetInsightResponseDataDaysItem'][];
      top_solutions: components['schemas']['GetInsightResponseDataTopSolutionsItem'][];
      top_searches: components['schemas']['GetInsightResponseDataTopSearchesItem'][];
      zero_result_searches: components['schemas']['GetInsightResponseDataTopSearchesItem'][];
    };
    GetInsightResponseDataDaysItem: {
      date: string;
      views: number;
      searches: number;
      zero_result_searches: number;
      enquiries: number;
      signups: number;
    };
    GetInsightResponseDataTopSearchesItem: {
      term: string;
      count: number;
    };
    GetInsightResponseDataTopSolutionsItem: {
      solution_id: number;
      name: string;
      views: number;
      enquiries: number;
    };
    GetProfileResponse: {
      data: components['schemas']['GetProfileResponseData'];
      message?: string;
    };
    GetProfileResponseData: {
      user_id: number;
      full_name: string;
      email: string;
      company: string;
      phone: string;
      position: string;
      is_staff: boolean;
      notify_new_solutions: boolean;
      /** @enum {string} */
      language: 'en' | 'id';
    };
    GetSharedShortlistResponse: {
      data: components['schemas']['SolutionSummary'][];
    };
    GetShortlistResponse: {
      data: components['schemas']['GetShortlistResponseDataItem'][];
      share: components['schemas']['GetShortlistResponseShareOption1'] | null;
    };
    GetShortlistResponseDataItem: {
      solution_id: number;
      note: string;
      created_at: string;
      solution: components['schemas']['SolutionSummary'] | null;
    };
    GetShortlistResponseShareOption1: {
      token: string;
      url: string;
    };
    GetSolutionRevisionResponse: {
      data: components['schemas']['GetSolutionRevisionResponseData'];
      message?: string;
    };
    GetSolutionRevisionResponseData: {
      id: number;
      created_at: string;
      author: components['schemas']['ApiTokenCreatedBy'];
      summary: string;
      solution: components['schemas']['GetSolutionRevisionResponseDataSolution'];
      changes: components['schemas']['GetSolutionRevisionResponseDataChangesItem'][];
    };
    GetSolutionRevisionResponseDataChangesItem: {
      /** @enum {string} */
      field:
        | 'name'
        | 'description'
        | 'status'
        | 'feature'
        | 'benefit'
        | 'challenge'
        | 'creator'
        | 'storymap_url'
        | 'application_demo_url'
        | 'repository_url'
        | 'presentation_url'
        | 'video_url'
        | 'pdf_url'
        | 'hardware_cpu_core'
        | 'hardware_ram'
        | 'hardware_storage'
        | 'hardware_gpu'
        | 'contributor'
        | 'sector'
        | 'industry'
        | 'technology'
        | 'pattern_of_use'
        | 'arcgis_product'
        | 'images';
      before:
        | string
        | number
        | components['schemas']['SendEnquiryResponseDataSolutionsItem']
        | components['schemas']['SendEnquiryResponseDataSolutionsItem'][]
        | null;
      after:
        | string
        | number
        | components['schemas']['SendEnquiryResponseDataSolutionsItem']
        | components['schemas']['SendEnquiryResponseDataSolutionsItem'][]
        | null;
    };
    GetSolutionRevisionResponseDataSolution: {
      name: string;
      description: string;
      status: string;
      feature: string;
      benefit: string;
      challenge: string;
      creator: string;
      storymap_url: string;
      application_demo_url: string;
      repository_url: string;
      presentation_url: string;
      video_url: string;
      pdf_url: string;
      hardware_cpu_core: number;
      hardware_ram: number;
      hardware_storage: number;
      hardware_gpu: number;
      contributor: components['schemas']['SendEnquiryResponseDataSolutionsItem'] | null;
      sector: components['schemas']['SendEnquiryResponseDataSolutionsItem'] | null;
      industry: components['schemas']['SendEnquiryResponseDataSolutionsItem'][];
      technology: components['schemas']['SendEnquiryResponseDataSolutionsItem'][];
      pattern_of_use: components['schemas']['SendEnquiryResponseDataSolutionsItem'][];
      arcgis_product: components['schemas']['SendEnquiryResponseDataSolutionsItem'][];
      images: components['schemas']['SendEnquiryResponseDataSolutionsItem'][];
    };
    Hardware: {
      cpu_core: number;
      ram: number;
      storage: number;
      gpu: number;
    };
    ImageVariant: {
      url: string;
      width: number;
      height: number;
      /** @enum {string} */
      type: 'image/avif' | 'image/webp';
    };
    ImportCatalogResponse: {
      data: components['schemas']['ImportReport'];
      message?: string;
    };
    ImportReport: {
      created: number;
      updated: number;
      refused: number;
      applied: boolean;
      rows: components['schemas']['ImportRow'][];
    };
    ImportRow: {
      row: number;
      /** @enum {string} */
      action: 'create' | 'update' | 'refuse';
      solution_id?: number;
      name?: string;
      /** @description Why the row is refused, in English; `code` and `params` name it */
      reason?: string;
      /**
       * @description What the message says, whatever its wording: a client shows it in its own words by this code
       * @enum {string}
       */
      code?:
        | 'validation.fullNameRequired'
        | 'validation.fullNameLength'
        | 'validation.fullNameChars'
        | 'validation.emailRequired'
        | 'validation.emailInvalid'
        | 'validation.emailInvisible'
        | 'validation.emailLocalAscii'
        | 'validation.passwordRequired'
        | 'validation.passwordLength'
        | 'validation.passwordRule'
        | 'validation.confirmEmpty'
        | 'validation.confirmMismatch'
        | 'validation.phoneEmpty'
        | 'validation.phoneInvalid'
        | 'validation.urlInvalid'
        | 'validation.youtubeRequired'
        | 'validation.youtubeInvalid'
        | 'validation.required'
        | 'validation.enquirySolutions'
        | 'validation.selectAtLeastOne'
        | 'validation.invalidNumber'
        | 'validation.min'
        | 'validation.max'
        | 'validation.invalidFormat'
        | 'validation.maxLength'
        | 'validation.minLength'
        | 'validation.imageType'
        | 'validation.imageSize'
        | 'validation.imagePixels'
        | 'validation.imageUnreadable'
        | 'validation.toastFailedLogin'
        | 'validation.toastCorrectErrors'
        | 'account.registered'
        | 'account.activated'
        | 'account.activationInvalid'
        | 'account.badCredentials'
        | 'account.notActivated'
        | 'account.disabled'
        | 'account.forgotSent'
        | 'account.resetDone'
        | 'account.resetInvalid'
        | 'account.signedOut'
        | 'account.signedOutEverywhere'
        | 'member.profileSaved'
        | 'member.passwordChanged'
        | 'member.currentPasswordWrong'
        | 'member.passwordWrong'
        | 'member.accountDeleted'
        | 'member.savedSearchNotFound'
        | 'member.savedSearchLimit'
        | 'member.savedSearchNameTaken'
        | 'member.savedSearchDeleted'
        | 'member.shortlistItemNotFound'
        | 'member.shortlistLimit'
        | 'member.shortlistRemoved'
        | 'member.shortlistShareRevoked'
        | 'server.enquirySent'
        | 'server.tooManyAttempts'
        | 'server.tooManyEnquiries'
        | 'server.tooManyRequests'
        | 'server.requestTooSlow'
        | 'server.briefOutage'
        | 'server.internalError'
        | 'server.invalidToken'
        | 'server.unreadableImage'
        | 'server.solutionNotFound'
        | 'server.shortlistNotFound'
        | 'server.authRequired'
        | 'server.forbidden'
        | 'server.notFound'
        | 'server.imageNotFound'
        | 'server.routeNotFound'
        | 'server.fileNotFound'
        | 'server.metricsToken'
        | 'server.enquiriesFromUsers'
        | 'server.unknownOption'
        | 'server.noImages'
        | 'server.imagesRefused'
        | 'server.bodyTooLarge'
        | 'server.unsupportedContentType'
        | 'server.invalidJson'
        | 'server.requestMalformed'
        | 'server.invalidValue'
        | 'server.invalidInput'
        | 'server.badRequest'
        | 'server.notMultipart'
        | 'server.tooManyFiles'
        | 'server.tooManyFormFields'
        | 'server.invalidFormFieldName'
        | 'server.unreadableForm'
        | 'server.formFieldTooLong'
        | 'server.unlisted'
        | 'query.oneOf'
        | 'query.positiveWholeNumber'
        | 'query.wholeNumberFromTo'
        | 'query.idList'
        | 'query.valueList'
        | 'query.tooLong'
        | 'query.dateFormat'
        | 'query.dateInvalid'
        | 'query.trueOrFalse'
        | 'query.fromAfterTo'
        | 'query.facets'
        | 'query.language'
        | 'query.compareIds'
        | 'admin.lastAdmin'
        | 'admin.alreadyActive'
        | 'admin.accountNotFound'
        | 'admin.enquiryNotFound'
        | 'admin.nothingToChange'
        | 'admin.nameRequired'
        | 'admin.nameTooLong'
        | 'admin.nameControlCharacters'
        | 'admin.noteRequired'
        | 'admin.noteTooLong'
        | 'admin.lookupNotFound'
        | 'admin.lookupNameTaken'
        | 'admin.lookupInUse'
        | 'admin.lookupMergeSelf'
        | 'admin.chooseAnotherValue'
        | 'admin.lookupMergeMissing'
        | 'admin.noLogo'
        | 'admin.oneLogo'
        | 'admin.revisionNotFound'
        | 'admin.restoreLookupDeleted'
        | 'admin.notInTrash'
        | 'admin.chooseAtLeastOne'
        | 'admin.expiryInvalid'
        | 'admin.expiryPast'
        | 'admin.tokenNotFound'
        | 'admin.tokenScope'
        | 'admin.tokenNotForAccounts'
        | 'admin.tooManyTokenRequests'
        | 'admin.webhookNotFound'
        | 'admin.deliveryNotFound'
        | 'admin.webhookUrlInvalid'
        | 'admin.webhookUrlRefused'
        | 'admin.webhookUrlUnresolved'
        | 'admin.insightRangeTooLong'
        | 'admin.synonymNotFound'
        | 'admin.synonymTermsCount'
        | 'admin.synonymTermShape'
        | 'admin.synonymTermTwice'
        | 'admin.synonymTermTaken'
        | 'admin.importUnknownLookup'
        | 'admin.importRowInvalid'
        | 'admin.importInTrash'
        | 'admin.importDuplicate'
        | 'admin.importNameAmbiguous'
        | 'admin.importFormat'
        | 'admin.importMalformedJson'
        | 'admin.importMalformedCsv'
        | 'admin.importEmpty'
        | 'admin.importTooManyRows';
      params?: components['schemas']['ErrorBodyInputParams'];
      fields?: components['schemas']['ImportRowFields'];
    };
    /** @description The message of each field at fault, by field */
    ImportRowFields: {
      [key: string]: components['schemas']['ImportRowFieldsValue'];
    };
    ImportRowFieldsValue: {
      message: string;
      /**
       * @description What the message says, whatever its wording: a client shows it in its own words by this code
       * @enum {string}
       */
      code:
        | 'validation.fullNameRequired'
        | 'validation.fullNameLength'
        | 'validation.fullNameChars'
        | 'validation.emailRequired'
        | 'validation.emailInvalid'
        | 'validation.emailInvisible'
        | 'validation.emailLocalAscii'
        | 'validation.passwordRequired'
        | 'validation.passwordLength'
        | 'validation.passwordRule'
        | 'validation.confirmEmpty'
        | 'validation.confirmMismatch'
        | 'validation.phoneEmpty'
        | 'validation.phoneInvalid'
        | 'validation.urlInvalid'
        | 'validation.youtubeRequired'
        | 'validation.youtubeInvalid'
        | 'validation.required'
        | 'validation.enquirySolutions'
        | 'validation.selectAtLeastOne'
        | 'validation.invalidNumber'
        | 'validation.min'
        | 'validation.max'
        | 'validation.invalidFormat'
        | 'validation.maxLength'
        | 'validation.minLength'
        | 'validation.imageType'
        | 'validation.imageSize'
        | 'validation.imagePixels'
        | 'validation.imageUnreadable'
        | 'validation.toastFailedLogin'
        | 'validation.toastCorrectErrors'
        | 'account.registered'
        | 'account.activated'
        | 'account.activationInvalid'
        | 'account.badCredentials'
        | 'account.notActivated'
        | 'account.disabled'
        | 'account.forgotSent'
        | 'account.resetDone'
        | 'account.resetInvalid'
        | 'account.signedOut'
        | 'account.signedOutEverywhere'
        | 'member.profileSaved'
        | 'member.passwordChanged'
        | 'member.currentPasswordWrong'
        | 'member.passwordWrong'
        | 'member.accountDeleted'
        | 'member.savedSearchNotFound'
        | 'member.savedSearchLimit'
        | 'member.savedSearchNameTaken'
        | 'member.savedSearchDeleted'
        | 'member.shortlistItemNotFound'
        | 'member.shortlistLimit'
        | 'member.shortlistRemoved'
        | 'member.shortlistShareRevoked'
        | 'server.enquirySent'
        | 'server.tooManyAttempts'
        | 'server.tooManyEnquiries'
        | 'server.tooManyRequests'
        | 'server.requestTooSlow'
        | 'server.briefOutage'
        | 'server.internalError'
        | 'server.invalidToken'
        | 'server.unreadableImage'
        | 'server.solutionNotFound'
        | 'server.shortlistNotFound'
        | 'server.authRequired'
        | 'server.forbidden'
        | 'server.notFound'
        | 'server.imageNotFound'
        | 'server.routeNotFound'
        | 'server.fileNotFound'
        | 'server.metricsToken'
        | 'server.enquiriesFromUsers'
        | 'server.unknownOption'
        | 'server.noImages'
        | 'server.imagesRefused'
        | 'server.bodyTooLarge'
        | 'server.unsupportedContentType'
        | 'server.invalidJson'
        | 'server.requestMalformed'
        | 'server.invalidValue'
        | 'server.invalidInput'
        | 'server.badRequest'
        | 'server.notMultipart'
        | 'server.tooManyFiles'
        | 'server.tooManyFormFields'
        | 'server.invalidFormFieldName'
        | 'server.unreadableForm'
        | 'server.formFieldTooLong'
        | 'server.unlisted'
        | 'query.oneOf'
        | 'query.positiveWholeNumber'
        | 'query.wholeNumberFromTo'
        | 'query.idList'
        | 'query.valueList'
        | 'query.tooLong'
        | 'query.dateFormat'
        | 'query.dateInvalid'
        | 'query.trueOrFalse'
        | 'query.fromAfterTo'
        | 'query.facets'
        | 'query.language'
        | 'query.compareIds'
        | 'admin.lastAdmin'
        | 'admin.alreadyActive'
        | 'admin.accountNotFound'
        | 'admin.enquiryNotFound'
        | 'admin.nothingToChange'
        | 'admin.nameRequired'
        | 'admin.nameTooLong'
        | 'admin.nameControlCharacters'
        | 'admin.noteRequired'
        | 'admin.noteTooLong'
        | 'admin.lookupNotFound'
        | 'admin.lookupNameTaken'
        | 'admin.lookupInUse'
        | 'admin.lookupMergeSelf'
        | 'admin.chooseAnotherValue'
        | 'admin.lookupMergeMissing'
        | 'admin.noLogo'
        | 'admin.oneLogo'
        | 'admin.revisionNotFound'
        | 'admin.restoreLookupDeleted'
        | 'admin.notInTrash'
        | 'admin.chooseAtLeastOne'
        | 'admin.expiryInvalid'
        | 'admin.expiryPast'
        | 'admin.tokenNotFound'
        | 'admin.tokenScope'
        | 'admin.tokenNotForAccounts'
        | 'admin.tooManyTokenRequests'
        | 'admin.webhookNotFound'
        | 'admin.deliveryNotFound'
        | 'admin.webhookUrlInvalid'
        | 'admin.webhookUrlRefused'
        | 'admin.webhookUrlUnresolved'
        | 'admin.insightRangeTooLong'
        | 'admin.synonymNotFound'
        | 'admin.synonymTermsCount'
        | 'admin.synonymTermShape'
        | 'admin.synonymTermTwice'
        | 'admin.synonymTermTaken'
        | 'admin.importUnknownLookup'
        | 'admin.importRowInvalid'
        | 'admin.importInTrash'
        | 'admin.importDuplicate'
        | 'admin.importNameAmbiguous'
        | 'admin.importFormat'
        | 'admin.importMalformedJson'
        | 'admin.importMalformedCsv'
        | 'admin.importEmpty'
        | 'admin.importTooManyRows';
      params: components['schemas']['ErrorBodyInputParams'];
    };
    ListAdminActivityResponse: {
      data: components['schemas']['ListAdminActivityResponseDataItem'][];
      pagination: components['schemas']['Pagination'];
    };
    ListAdminActivityResponseDataItem: {
      id: number;
      actor_id: number | null;
      actor_name: string | null;
      /** @enum {string} */
      kind: 'solution' | 'image' | 'lookup' | 'user' | 'enquiry' | 'integration';
      action: string;
      target_id: number | null;
      summary: string;
      created_at: string;
    };
    ListAdminEnquiriesResponse: {
      data: components['schemas']['ListAdminEnquiriesResponseDataItem'][];
      pagination: components['schemas']['Pagination'];
    };
    ListAdminEnquiriesResponseDataItem: {
      id: number;
      /** @enum {string} */
      status: 'new' | 'in_progress' | 'closed';
      solution_id: number | null;
      solution_name: string;
      full_name: string;
      email: string;
      company: string;
      created_at: string;
    };
    ListAdminLookupsResponse: {
      data: components['schemas']['ListAdminLookupsResponseDataItem'][];
      pagination: components['schemas']['Pagination'];
    };
    ListAdminLookupsResponseDataItem: {
      id: number;
      name: string;
      usage_count: number;
      image?: string | null;
    };
    ListAdminSynonymsResponse: {
      data: components['schemas']['ListAdminSynonymsResponseDataItem'][];
    };
    ListAdminSynonymsResponseDataItem: {
      id: number;
      terms: string[];
      created_at?: string;
      updated_at?: string;
    };
    ListAdminUsersResponse: {
      data: components['schemas']['ListAdminUsersResponseDataItem'][];
      pagination: components['schemas']['Pagination'];
    };
    ListAdminUsersResponseDataItem: {
      id: number;
      email: string;
      full_name: string;
      company: string;
      /** @enum {string} */
      role: 'admin' | 'user';
      is_active: boolean;
      is_disabled: boolean;
      created_at: string;
      last_sign_in_at: string | null;
    };
    ListApiTokensResponse: {
      data: components['schemas']['ApiToken'][];
    };
    ListArcgisProductsResponse: {
      data: components['schemas']['ProductItem'][];
      message?: string;
    };
    ListIndustryGroupsResponse: {
      data: components['schemas']['LookupItem'][];
      message?: string;
    };
    ListMyEnquiriesResponse: {
      data: components['schemas']['ListMyEnquiriesResponseDataItem'][];
      message?: string;
    };
    ListMyEnquiriesResponseDataItem: {
      id: number;
      solution_id: number | null;
      solution_name: string;
      message: string;
      /** @enum {string} */
      status: 'new' | 'in_progress' | 'closed';
      created_at: string;
    };
    ListRelatedSolutionsResponse: {
      data: components['schemas']['SolutionListItem'][];
    };
    ListSavedSearchesResponse: {
      data: components['schemas']['ExportAccountDataResponseSavedSearchesItem'][];
      message?: string;
    };
    ListSolutionRevisionsResponse: {
      data: components['schemas']['ListSolutionRevisionsResponseDataItem'][];
      pagination: components['schemas']['Pagination'];
    };
    ListSolutionRevisionsResponseDataItem: {
      id: number;
      author: components['schemas']['ApiTokenCreatedBy'];
      created_at: string;
      summary: string;
    };
    ListSolutionStatusesResponse: {
      data: components['schemas']['StatusItem'][];
      message?: string;
    };
    ListTrashResponse: {
      data: components['schemas']['ListTrashResponseDataItem'][];
      pagination: components['schemas']['Pagination'];
    };
    ListTrashResponseDataItem: {
      solution_id: number;
      name: string;
      deleted_at: string;
      deleted_by: components['schemas']['ApiTokenCreatedBy'];
      purge_at: string;
    };
    ListWebhookDeliveriesResponse: {
      data: components['schemas']['WebhookDelivery'][];
    };
    ListWebhooksResponse: {
      data: components['schemas']['Webhook'][];
    };
    LoginBody: {
      email: string;
      password: string;
    };
    LoginResponse: {
      data: components['schemas']['LoginResponseData'];
      message?: string;
    };
    LoginResponseData: {
      token: string;
    };
    LookupItem: {
      id: number;
      name: string;
    };
    MessageBody: {
      message: string;
    };
    Pagination: {
      total: number;
      page: number;
      page_size: number;
      total_pages: number;
    };
    ProductItem: {
      id: number;
      name: string;
      image: string | null;
    };
    RedeliverWebhookResponse: {
      data: components['schemas']['WebhookDelivery'];
      message?: string;
    };
    RegisterBody: {
      full_name: string;
      email: string;
      phone: string;
      /** @default  */
      company: string;
      /** @default  */
      position: string;
      password: string;
      password_confirmation: string;
      /** @enum {string} */
      language?: 'en' | 'id';
    };
    ResetPasswordBody: {
      new_password: string;
      new_password_confirmation: string;
    };
    SendEnquiryBody: {
      full_name: string;
      email: string;
      company: string;
      phone?: string;
      position?: string;
      message?: string;
      solution_id?: number | string | null;
      solution_ids?: (number | string)[];
      solution_name?: string;
    };
    SendEnquiryResponse: {
      data: components['schemas']['SendEnquiryResponseData'];
      message?: string;
    };
    SendEnquiryResponseData: {
      id: number;
      solution_id: number;
      solution_name: string;
      solutions: components['schemas']['SendEnquiryResponseDataSolutionsItem'][];
      created_at: string;
    };
    SendEnquiryResponseDataSolutionsItem: {
      id: number;
      name: string;
    };
    ShareShortlistResponse: {
      data: components['schemas']['GetShortlistResponseShareOption1'];
      message?: string;
    };
    SolutionDetail: {
      id: number;
      solution_id: number;
      name: string;
      description: string;
      /** @enum {string} */
      status?: 'release_public' | 'release_register' | 'release_internal' | 'review' | 'testing' | 'development';
      image_url: string | null;
      images: components['schemas']['SolutionImage'][];
      industry: components['schemas']['LookupItem'][];
      technology: components['schemas']['LookupItem'][];
      contributor: components['schemas']['LookupItem'] | null;
      created_at: string;
      feature: string;
      benefit: string;
      challenge: string;
      creator: string;
      sector: components['schemas']['LookupItem'] | null;
      pattern_of_use: components['schemas']['LookupItem'][];
      arcgis_product: components['schemas']['ProductItem'][];
      hardware?: components['schemas']['Hardware'];
      video_url: string;
      pdf_url: string;
      storymap_url?: string;
      application_demo_url?: string;
      presentation_url?: string;
      repository_url?: string;
      updated_at: string;
    };
    SolutionImage: {
      id: number;
      image_url: string;
      thumbnail_url: string;
      name: string;
      width: number;
      height: number;
      variants: components['schemas']['ImageVariant'][];
    };
    SolutionList: {
      data: components['schemas']['SolutionListItem'][];
      pagination: components['schemas']['Pagination'];
      facets?: components['schemas']['Facets'];
    };
    SolutionListItem: {
      id: number;
      solution_id: number;
      name: string;
      description: string;
      /** @enum {string} */
      status?: 'release_public' | 'release_register' | 'release_internal' | 'review' | 'testing' | 'development';
      image_url: string | null;
      images: components['schemas']['SolutionImage'][];
      industry: components['schemas']['LookupItem'][];
      technology: components['schemas']['LookupItem'][];
      contributor: components['schemas']['LookupItem'] | null;
      created_at: string;
      highlight?: components['schemas']['SolutionListItemHighlight'];
    };
    SolutionListItemHighlight: {
      name: string;
      description: string;
    };
    SolutionSummary: {
      id: number;
      solution_id: number;
      name: string;
      description: string;
      /** @enum {string} */
      status?: 'release_public' | 'release_register' | 'release_internal' | 'review' | 'testing' | 'development';
      image_url: string | null;
      images: components['schemas']['SolutionImage'][];
      industry: components['schemas']['LookupItem'][];
      technology: components['schemas']['LookupItem'][];
      contributor: components['schemas']['LookupItem'] | null;
      created_at: string;
    };
    StatusItem: {
      /** @enum {string} */
      id: 'release_public' | 'release_register' | 'release_internal' | 'review' | 'testing' | 'development';
      name: string;
    };
    SuggestCatalogResponse: {
      data: components['schemas']['SuggestCatalogResponseDataItem'][];
    };
    SuggestCatalogResponseDataItem: {
      /** @enum {string} */
      kind: 'solution' | 'industry' | 'technology' | 'pattern_of_use' | 'contributor';
      id: number;
      label: string;
      highlight: string;
    };
    UpdateAdminEnquiryBody: {
      /** @enum {string} */
      status: 'new' | 'in_progress' | 'closed';
    };
    UpdateAdminUserBody: {
      /** @enum {string} */
      role?: 'admin' | 'user';
      disabled?: boolean;
    };
    UpdateAdminUserResponse: {
      data: components['schemas']['ListAdminUsersResponseDataItem'];
      message?: string;
    };
    UpdateLanguageBody: {
      /** @enum {string} */
      language: 'en' | 'id';
    };
    UpdateProfileBody: {
      full_name: string;
      phone: string;
      /** @default  */
      company: string;
      /** @default  */
      position: string;
      notify_new_solutions?: boolean;
      /** @enum {string} */
      language?: 'en' | 'id';
    };
    UpdateWebhookBody: {
      url?: string;
      events?: (
        'solution.created' | 'solution.updated' | 'solution.deleted' | 'solution.released' | 'enquiry.created'
      )[];
      paused?: boolean;
    };
    UpdateWebhookResponse: {
      data: components['schemas']['Webhook'];
      message?: string;
    };
    Webhook: {
      id: number;
      url: string;
      events: (
        'solution.created' | 'solution.updated' | 'solution.deleted' | 'solution.released' | 'enquiry.created'
      )[];
      created_at: string;
      paused_at: string | null;
      failing_since: string | null;
    };
    WebhookCreated: {
      id: number;
      url: string;
      events: (
        'solution.created' | 'solution.updated' | 'solution.deleted' | 'solution.released' | 'enquiry.created'
      )[];
      secret: string;
    };
    WebhookDelivery: {
      id: number;
      /** @enum {string} */
      event: 'solution.created' | 'solution.updated' | 'solution.deleted' | 'solution.released' | 'enquiry.created';
      delivery_id: string;
      /** @enum {string} */
      status: 'pending' | 'delivered' | 'failed';
      attempts: number;
      response_code: number | null;
      created_at: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetHealthResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetHealthResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database is unreachable; `Retry-After` says when to try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterBody'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  activateAccount: {
    parameters: {
      query: {
        activation_token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  logoutEverywhere: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query: {
        reset_token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetProfileResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProfileBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetProfileResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteAccountBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with the current data */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateLanguageBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetProfileResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportAccountData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportAccountDataResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listMyEnquiries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListMyEnquiriesResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listIndustryGroups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListIndustryGroupsResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listIndustries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListIndustryGroupsResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listTechnologies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListIndustryGroupsResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listContributors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListIndustryGroupsResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listPatternsOfUse: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListIndustryGroupsResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listSectors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListIndustryGroupsResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listSolutionStatuses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListSolutionStatusesResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listArcgisProducts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListArcgisProductsResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listSolutions: {
    parameters: {
      query?: {
        industry_group?: string | string[];
        technology?: string | string[];
        status?: string | string[];
        contributor?: string | string[];
        pattern_of_use?: string | string[];
        search?: string;
        order_by?: string;
        page?: string;
        page_size?: string;
        facets?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SolutionList'];
        };
      };
      /** @description The answer the client holds (its ETag, given in If-None-Match) is current */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createSolution: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateSolutionResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  compareSolutions: {
    parameters: {
      query?: {
        ids?: string | string[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompareSolutionsResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getSolution: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateSolutionResponse'];
        };
      };
      /** @description The answer the client holds (its ETag, given in If-None-Match) is current */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateSolution: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateSolutionResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteSolution: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getFeed: {
    parameters: {
      query?: {
        industry_group?: string | string[];
        technology?: string | string[];
        status?: string | string[];
        contributor?: string | string[];
        pattern_of_use?: string | string[];
        search?: string;
        order_by?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An Atom 1.0 document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/atom+xml': string;
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  addSolutionImages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddSolutionImagesResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteSolutionImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        imageId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  sendEnquiry: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendEnquiryBody'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SendEnquiryResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  showUnsubscribePage: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page with the button that opts out */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description A page saying the link is not valid; a token too long to be one is a JSON error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  unsubscribe: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page confirming the opt-out */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description A page saying the link is not valid; a token too long to be one is a JSON error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listSavedSearches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListSavedSearchesResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createSavedSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSavedSearchBody'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateSavedSearchResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with the current data */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateSavedSearch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSavedSearchBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateSavedSearchResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with the current data */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteSavedSearch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  showSavedSearchUnsubscribePage: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page with the button that stops the digest */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description A page saying the link is not valid; a token too long to be one is a JSON error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  unsubscribeSavedSearch: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page confirming that the digest is off */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description A page saying the link is not valid; a token too long to be one is a JSON error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getShortlist: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetShortlistResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  addToShortlist: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddToShortlistBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddToShortlistResponse'];
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddToShortlistResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with the current data */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  removeFromShortlist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        solution_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  shareShortlist: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShareShortlistResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  revokeShortlistShare: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getSharedShortlist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetSharedShortlistResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAdminLookups: {
    parameters: {
      query?: {
        search?: string;
        page?: string;
        page_size?: string;
      };
      header?: never;
      path: {
        kind: 'industry' | 'technology' | 'pattern_of_use' | 'arcgis_product' | 'contributor' | 'sector';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListAdminLookupsResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createAdminLookup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: 'industry' | 'technology' | 'pattern_of_use' | 'arcgis_product' | 'contributor' | 'sector';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAdminLookupBody'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateAdminLookupResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with the current data */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  renameAdminLookup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: 'industry' | 'technology' | 'pattern_of_use' | 'arcgis_product' | 'contributor' | 'sector';
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAdminLookupBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateAdminLookupResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with the current data */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminLookup: {
    parameters: {
      query?: {
        merge_into?: string;
      };
      header?: never;
      path: {
        kind: 'industry' | 'technology' | 'pattern_of_use' | 'arcgis_product' | 'contributor' | 'sector';
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with the current data */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  uploadProductLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateAdminLookupResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  suggestCatalog: {
    parameters: {
      query: {
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuggestCatalogResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listRelatedSolutions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListRelatedSolutionsResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAdminSynonyms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListAdminSynonymsResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createAdminSynonym: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAdminSynonymBody'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateAdminSynonymResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with the current data */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateAdminSynonym: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAdminSynonymBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateAdminSynonymResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with the current data */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteAdminSynonym: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAdminActivity: {
    parameters: {
      query?: {
        actor_id?: string;
        kind?: 'solution' | 'image' | 'lookup' | 'user' | 'enquiry' | 'integration';
        page?: string;
        page_size?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListAdminActivityResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listSolutionRevisions: {
    parameters: {
      query?: {
        page?: string;
        page_size?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListSolutionRevisionsResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getSolutionRevision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        rev: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetSolutionRevisionResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  restoreSolutionRevision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        rev: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateSolutionResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with the current data */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listTrash: {
    parameters: {
      query?: {
        page?: string;
        page_size?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListTrashResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  restoreFromTrash: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateSolutionResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteForever: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportCatalog: {
    parameters: {
      query?: {
        /** @description `json` (the default) or `csv` */
        format?: 'json' | 'csv';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The export, as an attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogExport'];
          'text/csv': string;
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  importCatalog: {
    parameters: {
      query?: {
        /** @description `1` (the default): report what would happen and change nothing; `0`: apply */
        dry_run?: '0' | '1';
        /** @description `1`: apply nothing when any row is refused */
        all_or_nothing?: '0' | '1';
        /** @description `1`: add the lookup values the file names that do not exist yet */
        create_lookups?: '0' | '1';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportCatalogResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getInsight: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetInsightResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportInsight: {
    parameters: {
      query: {
        from?: string;
        to?: string;
        table: 'days' | 'top_solutions' | 'top_searches' | 'zero_result_searches';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CSV file, as an attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAdminUsers: {
    parameters: {
      query?: {
        search?: string;
        page?: string;
        page_size?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListAdminUsersResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateAdminUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAdminUserBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateAdminUserResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with the current data */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  resendActivation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with the current data */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listAdminEnquiries: {
    parameters: {
      query?: {
        status?: 'new' | 'in_progress' | 'closed';
        solution_id?: string;
        from?: string;
        to?: string;
        page?: string;
        page_size?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListAdminEnquiriesResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportAdminEnquiries: {
    parameters: {
      query?: {
        status?: 'new' | 'in_progress' | 'closed';
        solution_id?: string;
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CSV file, as an attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  countNewEnquiries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountNewEnquiriesResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminEnquiry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetAdminEnquiryResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateAdminEnquiry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAdminEnquiryBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetAdminEnquiryResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  addEnquiryNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddEnquiryNoteBody'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddEnquiryNoteResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getAdminOverview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetAdminOverviewResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listApiTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListApiTokensResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createApiToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiTokenBody'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateApiTokenResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  revokeApiToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListWebhooksResponse'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookBody'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateWebhookResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWebhookBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateWebhookResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body, a field or a file is too large, or there are too many files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not in a media type this operation reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListWebhookDeliveriesResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  redeliverWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RedeliverWebhookResponse'];
        };
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getImageFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image bytes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': unknown;
        };
      };
      /** @description The asked byte range */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': unknown;
        };
      };
      /** @description Redirect to a short-lived signed bucket URL (STORAGE_PUBLIC=redirect) */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The range starts past the end */
      416: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getSitemap: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A sitemaps.org 0.9 document with absolute URLs; past 50,000 URLs an index of its parts (`/sitemap-N.xml`) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/xml': string;
        };
      };
      /** @description The sitemap the client holds (its ETag, given in If-None-Match) is current */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getSitemapPart: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        part: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A sitemaps.org 0.9 document of at most 50,000 absolute URLs */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/xml': string;
        };
      };
      /** @description The part the client holds (its ETag, given in If-None-Match) is current */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not found, or not visible to the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getRobots: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The robots.txt rules */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description No session: sign in, or the bearer token is not valid (any more) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests or attempts from this address; `Retry-After` says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
}
