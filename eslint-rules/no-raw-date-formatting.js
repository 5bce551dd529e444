/**
 * Dates reach words through web/src/lib/format-date.ts only, so the app speaks one date format
 * in the person's language. Type-aware: `toLocaleString` is flagged on a Date, not on a number.
 */
export const noRawDateFormatting = {
  meta: {
    type: 'problem',
    messages: {
      raw: 'Format dates with web/src/lib/format-date.ts ({{what}} gives another format).',
    },
  },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'raw', data: { what } });
    const isDate = (node) => {
      const services = context.sourceCode.parserServices;
      return services?.getTypeAtLocation?.(node).getSymbol()?.getName() === 'Date';
    };
    return {
      "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]"(
        node,
      ) {
        report(node, `Intl.${node.property.name}`);
      },
      'CallExpression > MemberExpression.callee[property.name=/^toLocale(Date|Time)?String$/]'(
        node,
      ) {
        if (node.property.name !== 'toLocaleString' || isDate(node.object))
          report(node, node.property.name);
      },
    };
  },
};
