export const BUDGETS_KB: Record<string, number>;
export const POPUP_BUDGET_KB: number;
/** [entrypoint, file count, gzipped bytes] */
export function entrypointSizes(dir: string): [string, number, number][];
/** A file and the files it imports (dynamically too, unless `staticOnly`), each once. */
export function closure(file: string, seen?: Set<string>, staticOnly?: boolean): Set<string>;
