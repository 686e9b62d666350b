import { coded, type RevisionDetail, type RevisionSummary, type SolutionDetail } from '@catalog/shared';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { revisionChanges } from '../revisions/revision-changes.ts';
import type { RevisionsRepository, StoredRevision } from '../revisions/revisions.repository.ts';
import type { SolutionsAdminService } from './solutions-admin.service.ts';

/**
 * A solution's history (docs/decisions/0153): its revisions, each compared with the one before,
 * and the restore of one as a new revision. A solution in the trash has no history to show: it
 * answers 404 like its page until it is restored.
 */
export class SolutionHistoryService {
  constructor(
    private readonly revisions: RevisionsRepository,
    private readonly admin: SolutionsAdminService,
  ) {}

  async list(id: number, page: number, pageSize: number): Promise<{ total: number; items: RevisionSummary[] }> {
    await this.admin.assertExists(id);
    return this.revisions.page(id, page, pageSize);
  }

  async detail(id: number, revisionId: number): Promise<RevisionDetail> {
    const { revision, previous } = await this.find(id, revisionId);
    return { ...revision, changes: revisionChanges(previous, revision.solution) };
  }

  async restore(caller: Caller, id: number, revisionId: number): Promise<SolutionDetail> {
    const { revision } = await this.find(id, revisionId);
    return this.admin.restoreVersion(caller, id, revision.solution, revisionId);
  }

  private async find(
    id: number,
    revisionId: number,
  ): Promise<{ revision: StoredRevision; previous: StoredRevision['solution'] | null }> {
    await this.admin.assertExists(id);
    const found = await this.revisions.withPrevious(id, revisionId);
    if (!found) throw notFound(coded('admin.revisionNotFound'));
    return found;
  }
}
