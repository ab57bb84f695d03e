import { isTruncated, OFFICER_SUMMARY_PREVIEW_LENGTH, truncate } from './text';

/** An executive board officer (spec section 3). `photo` is a URL and may be empty. */
export interface Officer {
  readonly id: string;
  readonly name: string;
  readonly position: string;
  readonly photo: string;
  readonly summary: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** What an officer card shows: the whole summary when expanded, else the 250-character preview. */
export function officerSummaryView(
  summary: string,
  expanded: boolean,
): {
  readonly text: string;
  readonly canExpand: boolean;
} {
  const canExpand = isTruncated(summary, OFFICER_SUMMARY_PREVIEW_LENGTH);
  return { text: expanded ? summary : truncate(summary, OFFICER_SUMMARY_PREVIEW_LENGTH), canExpand };
}
