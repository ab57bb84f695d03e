/** The project's folder. */
export declare const ROOT: string;
/** Builds the site when dist/ is missing or older than its sources; answers whether it built. Throws when the build fails. */
export declare function buildIfStale(options?: { log?: (line: string) => void }): boolean;
