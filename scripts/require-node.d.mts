// Types of require-node.mjs (plain JavaScript: it must run on any Node.js, also one too old for the shop).
export declare const requiredNode: { major: number; minor: number };
export declare function nodeVersionRefusal(version: string): string | null;
