/** The Member Area's own words, editable without touching its components. */
export const MEMBER_AREA_COPY = {
  noRecordHeading: 'Welcome to the Member Area',
  noRecordText:
    'Your account is ready, but no membership is linked to it yet, so there is no profile, dues or upgrade to show. If you have paid for a membership, please write to us and we will link it:',
} as const;
