/**
 * A neverthrow Result (or ResultAsync) must be used: returned, assigned, passed on, or handled with
 * match / unwrapOr / isOk ... An expression statement that drops one loses an error silently.
 * To drop one on purpose, write `void result` with a comment saying why.
 */
const RESULT_TYPES = new Set(['Ok', 'Err', 'ResultAsync']);

function isResultType(type) {
  if (type.isUnion()) return type.types.some(isResultType);
  const symbol = type.getSymbol() ?? type.aliasSymbol;
  return symbol !== undefined && RESULT_TYPES.has(symbol.getName());
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Require every neverthrow Result to be used' },
    messages: {
      unused: 'This Result is never used: handle it (match, map, andThen, isErr ...), return it, or drop it on purpose with `void`.',
    },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) return {};
    const checker = services.program.getTypeChecker();
    return {
      ExpressionStatement(node) {
        const expression = node.expression;
        if (expression.type === 'UnaryExpression' && expression.operator === 'void') return;
        if (expression.type === 'AssignmentExpression') return;
        const tsNode = services.esTreeNodeToTSNodeMap.get(expression);
        const type = checker.getTypeAtLocation(tsNode);
        if (isResultType(type)) context.report({ node, messageId: 'unused' });
      },
    };
  },
};
