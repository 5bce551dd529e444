import path from 'node:path';

/**
 * Files and folders are kebab-case (docs/style-guide.md). Checked on the path below the repository
 * root; a file name is checked up to its first dot, so role suffixes (`.service.ts`) pass.
 */
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '..');
export const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    messages: {
      notKebab:
        '"{{segment}}" is not kebab-case: name files and folders like `saved-breach-list.tsx`.',
    },
  },
  create(context) {
    const relative = path.relative(REPOSITORY_ROOT, context.filename);
    // Text linted without a file (`<text>`) or from outside the repository has no name to check.
    if (!path.isAbsolute(context.filename) || relative.startsWith('..')) return {};
    const segments = relative.split(path.sep);
    const fileName = segments.pop() ?? '';
    const offending = [...segments, fileName.split('.')[0]].find(
      (segment) => !segment.startsWith('.') && !KEBAB_CASE.test(segment),
    );
    return {
      Program(node) {
        if (offending !== undefined)
          context.report({ node, messageId: 'notKebab', data: { segment: offending } });
      },
    };
  },
};
