/**
 * What the payments function does on the AppSync API (src/application/server/payments): it finds
 * a member by id or by e-mail (listMembers with a filter on the record's owner, the lower-cased
 * e-mail) and creates or updates the record a membership, dues or upgrade payment paid for; a new
 * record first claims its e-mail (MemberEmail, keyed by the e-mail), which is how two payments
 * for one address end with one member. The dues reminders read every member with listMembers,
 * page by page. Nothing else; it never deletes.
 */
export const PAYMENTS_MEMBER_QUERIES = ['getMember', 'listMembers', 'getMemberEmail'] as const;
export const PAYMENTS_MEMBER_MUTATIONS = ['createMember', 'updateMember', 'createMemberEmail', 'updateMemberEmail'] as const;
