interface SelectableOption {
  id: string;
  exclusive?: boolean | undefined;
}

/**
 * Ticks or unticks one box: an exclusive option ("None", "Not sure") clears the others, and any
 * other option clears the exclusive ones. The result keeps the question's option order.
 */
export function toggleOption(
  selection: readonly string[],
  option: SelectableOption,
  checked: boolean,
  options: readonly SelectableOption[],
): string[] {
  if (!checked) return selection.filter((id) => id !== option.id);
  const exclusiveIds = new Set(
    options.filter((candidate) => candidate.exclusive).map((candidate) => candidate.id),
  );
  const kept = option.exclusive ? [] : selection.filter((id) => !exclusiveIds.has(id));
  const chosen = new Set([...kept, option.id]);
  return options.map((candidate) => candidate.id).filter((id) => chosen.has(id));
}
