// Owns what a simulator answers when one of its own handlers throws: the error logged, and a bare
// 500 without any provider's error body, which a client must take as a server fault like any other.
import type { Logger } from "../../app/lib/logger.server.ts";

export async function answerOrServerFault(
  answer: () => Promise<Response> | Response,
  { name, path, log }: { name: string; path: string; log?: Logger },
): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    log?.error({ err: error, path }, `${name}: request failed`);
    return new Response("Internal Server Error", { status: 500 });
  }
}
