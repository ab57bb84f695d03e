import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The AppSync API as Amplify generates it from amplify/data/resource.ts, kept as fixtures so the
 * fake needs no CDK at start-up; test/amplify/backend-definition.test.ts fails when they drift from
 * what the transformer makes today (UPDATE_APPSYNC_FIXTURES=1 rewrites them).
 */

/** The schema AppSync serves: every generated type, input and operation, with its auth-mode directives. */
export const GENERATED_SCHEMA_FILE = fileURLToPath(new URL('../../fixtures/appsync/generated-schema.graphql', import.meta.url));

/** The models as defineData hands them to the transformer: fields and `@auth` rules. */
export const MODEL_SCHEMA_FILE = fileURLToPath(new URL('../../fixtures/appsync/model-schema.graphql', import.meta.url));

export const generatedSchema = (): string => readFileSync(GENERATED_SCHEMA_FILE, 'utf8');
export const modelSchema = (): string => readFileSync(MODEL_SCHEMA_FILE, 'utf8');
