/** A Chakra token as its CSS variable, for SVG attributes, which take no style props. */
export function tokenVar(token: string): string {
  return `var(--chakra-colors-${token.replaceAll('.', '-')})`;
}
