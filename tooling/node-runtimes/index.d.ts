/** The Node.js majors this workspace locks besides the one running it (users run 22 and 24). */
export declare const LOCKED_NODE_MAJORS: readonly [22, 24];

/**
 * The path of the locked Node.js `major` binary for this platform, installed by `pnpm install`
 * from the npm packages `node-<platform>-<arch>` (see this package's `optionalDependencies`).
 *
 * Returns `undefined` where no such package exists for this platform (only Linux x64 and arm64
 * are locked): callers skip what needs it outside CI and fail in CI.
 *
 * @throws RangeError when `major` is not one of {@link LOCKED_NODE_MAJORS}.
 * @example
 * const node22 = lockedNode(22); // ".../node_modules/node22-linux-x64/bin/node"
 */
export declare function lockedNode(major: 22 | 24): string | undefined;
