// Owns the plain answers of the routes where providers post their notices (M-Pesa, Pesapal, Africa's
// Talking): the not-found answer a wrong address or secret gets, and a notice's body read within its
// limit (a larger one is answered 413, never read into memory).
import { readText, TooLarge } from "./bounded-form.server.ts";

/** A short plain-text answer. */
export const plainAnswer = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export const notFound = () => plainAnswer(404, "Not found");

/** The notice's body as text, or the 413 answer when it is larger than `maxBytes`. */
export async function readNotice(request: Request, maxBytes: number): Promise<string | Response> {
  try {
    return await readText(request, maxBytes);
  } catch (error) {
    if (error instanceof TooLarge) return plainAnswer(413, "Too large");
    throw error;
  }
}
