import type { SystemStyleObject } from '@chakra-ui/react';

/** Typography tuned for long reading: a 70-character measure, generous leading, clear links. */
export const articleProseStyles: SystemStyleObject = {
  maxWidth: '70ch',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.75',
  color: 'fg',
  '& h2': {
    fontSize: '2xl',
    fontWeight: 'bold',
    lineHeight: '1.3',
    mt: '10',
    mb: '3',
    scrollMarginTop: '6',
  },
  '& h3': {
    fontSize: 'xl',
    fontWeight: 'semibold',
    lineHeight: '1.35',
    mt: '8',
    mb: '2',
    scrollMarginTop: '6',
  },
  '& p': { my: '4' },
  '& ul, & ol': { my: '4', ps: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { my: '1.5' },
  '& a': { color: 'blue.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& a:focus-visible': {
    outline: '2px solid',
    outlineColor: 'blue.focusRing',
    outlineOffset: '2px',
  },
  '& blockquote': {
    borderStartWidth: '4px',
    borderColor: 'blue.muted',
    ps: '4',
    my: '6',
    color: 'fg.muted',
  },
  '& strong': { fontWeight: 'semibold' },
  '& sup.citation': { fontSize: 'xs', ms: '0.5', lineHeight: '0' },
  '& sup.citation a': { textDecoration: 'none' },
  '& table': { width: 'full', borderCollapse: 'collapse', my: '6', fontSize: 'md' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', px: '3', py: '2', textAlign: 'start' },
};
