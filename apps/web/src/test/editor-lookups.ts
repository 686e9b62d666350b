import { INDUSTRIES, TECHNOLOGIES } from './fixtures.ts';
import { answerList } from './recorded-requests.ts';

/** The lookup lists the solution editor asks for, answered the same for its tests in each language. */
export function answerEditorLookups() {
  answerList('listContributors', [{ id: 21, name: 'Esri Indonesia' }]);
  answerList('listSectors', [{ id: 31, name: 'Public' }]);
  answerList('listSolutionStatuses', [{ id: 'review', name: 'Review' }]);
  answerList('listIndustries', INDUSTRIES);
  answerList('listTechnologies', TECHNOLOGIES);
  answerList('listPatternsOfUse', []);
  answerList('listArcgisProducts', []);
}
