// `npm start`'s first step: on a Node.js older than the shop needs (node:sqlite, used by the
// embedded database's lock, and the flags of `npm start`), one line says which Node it needs and how
// to get it, before anything is built — not a stack trace minutes later. Imported first by start.mjs.

/** The oldest Node.js the shop runs on (package.json's engines says the same). */
export const requiredNode = { major: 22, minor: 22 };

/** The line to print when `version` ("v20.20.2") is too old, or null when it will do. */
export function nodeVersionRefusal(version) {
  const [major = 0, minor = 0] = version.replace(/^v/, "").split(".").map(Number);
  if (major > requiredNode.major || (major === requiredNode.major && minor >= requiredNode.minor))
    return null;
  return `The shop needs Node.js ${requiredNode.major}.${requiredNode.minor} or newer; this is Node.js ${version}. Install a newer one from https://nodejs.org/en/download (or: nvm install 22), then run npm start again.`;
}

const refusal = nodeVersionRefusal(process.version);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
