import type { MemberDocumentFolder } from '../../domain/documents';

/** A category of the members-only documents: its folder, its list's name and what one document of it is called. */
export interface DocumentCategory {
  readonly folder: MemberDocumentFolder;
  /** 'Meeting Minutes': the Member Area's list and the documents page's section. */
  readonly title: string;
  /** 'Meeting minutes': what the Admin Panel uploads ('Upload meeting minutes'). */
  readonly one: string;
}

export const MEETING_MINUTES: DocumentCategory = { folder: 'meeting-minutes', title: 'Meeting Minutes', one: 'Meeting minutes' };
export const TREASURY_REPORTS: DocumentCategory = { folder: 'treasury-report', title: 'Treasury Reports', one: 'Treasury report' };

/** Every category, in the order the pages list them. */
export const DOCUMENT_CATEGORIES: readonly DocumentCategory[] = [MEETING_MINUTES, TREASURY_REPORTS];
