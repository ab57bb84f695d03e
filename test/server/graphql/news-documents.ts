import { modelOperations } from '../../../src/adapters/http/graphql-operations';

/** The NewsPost and Committee operations, shaped as the browser's repositories send them (Amplify's codegen shape). */
export const newsPostDocuments = modelOperations(
  'NewsPost',
  'id\n    title\n    postDate\n    summary\n    text\n    textHtml\n    createdAt\n    updatedAt',
);
export const committeeDocuments = modelOperations(
  'Committee',
  'id\n    name\n    chair\n    purpose\n    howToJoin\n    purposeHtml\n    howToJoinHtml\n    createdAt\n    updatedAt',
);
