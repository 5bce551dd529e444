/** A file the scaffolder writes, by its path from the repository's root. */
export interface GeneratedFile {
  path: string;
  content: string;
}
