import ts from 'typescript';

/**
 * Numbers reach words through web/src/lib/format-number.ts only, in the person's language as
 * dates are (no-raw-date-formatting.js): "1,234" beside "25.11.2026" mixed two languages on one
 * page. Type-aware: `toLocaleString` is flagged on a number, not on a Date.
 */
export const noRawNumberFormatting = {
  meta: {
    type: 'problem',
    messages: {
      raw: 'Format numbers with web/src/lib/format-number.ts ({{what}} gives another format).',
    },
  },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'raw', data: { what } });
    const isNumber = (node) => {
      const type = context.sourceCode.parserServices?.getTypeAtLocation?.(node);
      return type !== undefined && (type.flags & ts.TypeFlags.NumberLike) !== 0;
    };
    return {
      "MemberExpression[object.name='Intl'][property.name='NumberFormat']"(node) {
        report(node, 'Intl.NumberFormat');
      },
      "CallExpression > MemberExpression.callee[property.name='toLocaleString']"(node) {
        if (isNumber(node.object)) report(node, 'toLocaleString');
      },
    };
  },
};
