export function findChromium(): string | undefined;
export function findFirefox(): string | undefined;
