/** The documents a repository sends for one model, as Amplify's codegen writes them (src/graphql/*.js). */
export interface ModelOperations {
  readonly get: string;
  readonly list: string;
  readonly create: string;
  readonly update: string;
  readonly delete: string;
}

/**
 * The five operations of an Amplify `@model` (get, list, create, update, delete) selecting
 * `fields`, word for word as the codegen generates them, so this client sends exactly what an
 * AppSync client sends.
 */
export function modelOperations(model: string, fields: string): ModelOperations {
  const selection = `{\n    ${fields}\n    __typename\n  }`;
  const mutation = (verb: 'create' | 'update' | 'delete') => {
    const Verb = `${verb.charAt(0).toUpperCase()}${verb.slice(1)}`;
    return `mutation ${Verb}${model}($input: ${Verb}${model}Input!, $condition: Model${model}ConditionInput) {
  ${verb}${model}(input: $input, condition: $condition) ${selection}
}`;
  };
  return {
    get: `query Get${model}($id: ID!) {\n  get${model}(id: $id) ${selection}\n}`,
    list: `query List${model}s($filter: Model${model}FilterInput, $limit: Int, $nextToken: String) {
  list${model}s(filter: $filter, limit: $limit, nextToken: $nextToken) {
    items ${selection.replace(/\n {2}/g, '\n    ')}
    nextToken
    __typename
  }
}`,
    create: mutation('create'),
    update: mutation('update'),
    delete: mutation('delete'),
  };
}
