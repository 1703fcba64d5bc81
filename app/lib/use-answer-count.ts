// Counts the answers a form has had, for keys that empty fields (passwords) after each refusal —
// as a page re-rendered by the server (without JavaScript) does.
import { useState } from "react";

export function useAnswerCount(actionData: unknown): number {
  const [seen, setSeen] = useState(actionData);
  const [count, setCount] = useState(0);
  if (seen !== actionData) {
    // Adjusting state while rendering, as React documents for "state derived from a changed prop".
    setSeen(actionData);
    setCount(count + 1);
  }
  return count;
}
